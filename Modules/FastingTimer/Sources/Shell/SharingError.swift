/// Why the sharing service did not share a fast.
public enum SharingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The service answered, but refused.
    case rejected
    /// The service could not be reached.
    case offline
    /// The sharing gateway was put in a mode the simulation does not know.
    case unknownMode(String)

    public var description: String {
        switch self {
        case .rejected: "the sharing service refused to share the fast"
        case .offline: "the sharing service cannot be reached"
        case .unknownMode(let mode): "the sharing gateway has no mode '\(mode)' (modes: working, failing, offline)"
        }
    }
}
