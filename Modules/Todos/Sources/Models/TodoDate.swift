import Foundation
import KhipuDSL

/// When a todo item is due: not known, on a date, or over a span of time.
@DSL
public enum TodoDate: Codable, Equatable, Sendable {
    /// No due date is known.
    case unknown
    /// Due at this date, e.g. `.date("2024-06-16T09:00:00Z")`.
    case date(Date)
    /// Due over a span of time, e.g. `.timeSpan(.duration(.from("2024-06-16T09:00:00Z"), for: 3, .days))`.
    case timeSpan(TimeSpan)
}
