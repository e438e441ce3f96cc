import KhipuDSL

/// What goes into and comes out of the Ovo Timer domain.
@DSL
public enum Message: Codable, Equatable, Sendable {
    /// Everything about the timer.
    case ovotimer(OvoTimer)

    /// Commands to the timer and the acknowledgements it answers with.
    @DSL
    public enum OvoTimer: Codable, Equatable, Sendable {
        /// A command for the timer, e.g. `.ovotimer(.cmd(.wind(to: 180)))`.
        case cmd(CMD)
        /// What the timer reports after a command, e.g. `.ovotimer(.ack(.changed(by: .start, to: .running(remainingTime: 180, selectedTime: 180))))`.
        case ack(ACK)

        /// The commands the timer carries out.
        @DSL
        public enum CMD: Codable, Equatable, Sendable {
            /// Winds the timer to this many seconds (0 to 86,400), from every state.
            case wind(to: Int)
            /// Starts counting down the wound time; only while winding a time above zero.
            case start
            /// Runs the last wound time again; only when finished.
            case restart
            /// Halts the countdown; only while running.
            case pause
            /// Continues the countdown; only while paused.
            case unpause
            /// A second passed; the timer's ticker sends this while it runs, and you may too.
            case tick
            /// Boots the timer from stored values as the app does at start-up (nil: nothing was stored); answered with `.restored(to:)`.
            case restore(from: StoredTimer?)
        }

        /// The acknowledgements of the timer.
        @DSL
        public enum ACK: Codable, Equatable, Sendable {
            /// The transition happened and the timer is now in this state.
            case changed(by: TimerState.Change, to: TimerState)
            /// The transition may not happen in this state, so nothing changed.
            case notAllowed(TimerState.Change, in: TimerState)
            /// The timer booted from stored values into this state.
            case restored(to: TimerState)
        }
    }
}
