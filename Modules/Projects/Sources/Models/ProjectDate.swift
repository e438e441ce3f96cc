import Foundation
import KhipuDSL

/// When a project is due.
@DSL
public enum ProjectDate: Codable, Equatable, Sendable {
    /// No date is known; every new project starts here.
    case unknown
    /// Due at this date, e.g. `.date("2024-12-24T18:00:00Z")`.
    case date(Date)
}
