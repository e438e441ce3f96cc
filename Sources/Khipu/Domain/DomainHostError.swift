/// Why a `DomainHost` stopped processing messages.
public enum DomainHostError: Error, Equatable, Sendable, CustomStringConvertible {
    /// One dispatch set off more than `limit` messages, which almost always means two
    /// features answer each other forever. The host processed `limit` messages, then
    /// dropped the `dropped` messages still queued; `lastMessage` is the last one it
    /// processed, printed with `String(describing:)`.
    case messageLimitExceeded(limit: Int, dropped: Int, lastMessage: String)

    public var description: String {
        switch self {
        case .messageLimitExceeded(let limit, let dropped, let lastMessage):
            "the domain produced more than \(limit) messages for one dispatch, which looks like a feedback loop; "
                + "stopped and dropped \(dropped) queued message\(dropped == 1 ? "" : "s") (last processed: \(lastMessage))"
        }
    }
}
