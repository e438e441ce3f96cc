import Khipu
import KhipuDSL

/// The state of Ovo Timer, the article's `State`: the intro, winding up a time, running,
/// paused or finished. Times are whole seconds.
///
/// Change it only through its transitions, e.g. `.intro.alter(.wind(to: 180), .start)`.
/// A transition that is not allowed from the current state changes nothing; `allows(_:)`
/// says which ones are.
@DSL
public enum TimerState: Alterable, Codable, Equatable, Sendable {
    /// The transitions of the timer, the article's `wind(to:)`, `start()`, ... as values.
    @DSL
    public enum Change: Codable, Equatable, Sendable {
        /// Winds the timer to this many seconds (0 to 86,400); allowed from every state, as winding is always possible.
        case wind(to: Int)
        /// Starts counting down the wound time; allowed only while winding a time above zero.
        case start
        /// Runs the last wound time again; allowed only when finished.
        case restart
        /// Halts the countdown; allowed only while running.
        case pause
        /// Continues a halted countdown; allowed only while paused.
        case unpause
        /// One second passes; allowed only while running, and the last second finishes the timer.
        case tick
    }

    /// The app was not used yet, or not for a long time: the user sees the instructions.
    case intro
    /// The user is winding the timer up to `selectedTime` seconds.
    case winding(selectedTime: Int)
    /// Counting down: `remainingTime` of the `selectedTime` seconds are left.
    case running(remainingTime: Int, selectedTime: Int)
    /// Halted with `remainingTime` of the `selectedTime` seconds left.
    case paused(remainingTime: Int, selectedTime: Int)
    /// The countdown of `woundTime` seconds ran out; it can be restarted.
    case finished(woundTime: Int)

    /// The longest time the timer can be wound to: a day, in seconds.
    public static let longestTime = 86_400

    var isRunning: Bool {
        if case .running = self { true } else { false }
    }

    /// Whether `transition` may happen from this state (the article's guards and switches).
    public func allows(_ transition: Change) -> Bool {
        switch (self, transition) {
        case let (_, .wind(to: t)):                     (0...Self.longestTime).contains(t)
        case let (.winding(selectedTime: s), .start):   s > 0
        case (.finished, .restart):                     true
        case (.running, .pause):                        true
        case (.paused, .unpause):                       true
        case (.running, .tick):                         true
        default:                                        false
        }
    }

    public func alter(_ c: Change...) -> Self { c.reduce(self) { $0.alter($1) } }

    private func alter(_ c: Change) -> Self {
        guard allows(c) else { return self }
        switch (self, c) {
        case let (_, .wind(to: t)):
            return .winding(selectedTime: t)
        case let (.winding(selectedTime: s), .start):
            return .running(remainingTime: s, selectedTime: s)
        case let (.finished(woundTime: w), .restart):
            return .running(remainingTime: w, selectedTime: w)
        case let (.running(remainingTime: r, selectedTime: s), .pause):
            return .paused(remainingTime: r, selectedTime: s)
        case let (.paused(remainingTime: r, selectedTime: s), .unpause):
            return .running(remainingTime: r, selectedTime: s)
        case let (.running(remainingTime: r, selectedTime: s), .tick):
            return r <= 1 ? .finished(woundTime: s) : .running(remainingTime: r - 1, selectedTime: s)
        default:
            return self
        }
    }
}
