import KhipuDSL

/// What goes into and comes out of the counter app domain.
@DSL
public enum Message: Codable, Equatable, Sendable {
    /// Everything about the counter.
    case counter(Counter)

    /// Commands to the counter and the acknowledgements it answers with.
    @DSL
    public enum Counter: Codable, Equatable, Sendable {
        /// A change for the counter, in the counter's own Change DSL, e.g. `.counter(.cmd(.incrementBy(.value(5))))`.
        case cmd(DeclarativeCounter.Change)
        /// What the counter feature reports after a command, e.g. `.counter(.ack(.changed(by: .increment, to: 1)))`.
        case ack(ACK)

        /// The acknowledgements of the counter feature.
        @DSL
        public enum ACK: Codable, Equatable, Sendable {
            /// The change was applied; the counter now has this value.
            case changed(by: DeclarativeCounter.Change, to: UInt)
            /// The change was not applied, for this reason; the counter kept its value, e.g. `.rejected(.decrement, because: .belowZero)`.
            case rejected(DeclarativeCounter.Change, because: DeclarativeCounter.Rejection)
        }
    }
}
