import Foundation
import KhipuDSL

/// A span of time: from a start to an end, or from a start for a duration.
@DSL
public enum TimeSpan: Codable, Equatable, Sendable {
    /// The unit of a duration.
    @DSL
    public enum TimeComponent: Codable, Equatable, Sendable {
        /// Seconds.
        case seconds
        /// Minutes.
        case minutes
        /// Hours.
        case hours
        /// Days.
        case days
    }

    /// Where a time span begins.
    @DSL
    public enum Start: Codable, Equatable, Sendable {
        /// Begins at this date.
        case from(Date)
    }

    /// Where a time span ends.
    @DSL
    public enum End: Codable, Equatable, Sendable {
        /// The end is not known yet.
        case unknown
        /// Ends at this date.
        case to(Date)
    }

    /// From a start to an end, e.g. `.start(.from("2024-06-16T09:00:00Z"), .to("2024-06-17T09:00:00Z"))`.
    case start(Start, End)
    /// From a start for a number of time units, e.g. `.duration(.from("2024-06-16T09:00:00Z"), for: 90, .minutes)`.
    case duration(Start, for: Int, TimeComponent)
}
