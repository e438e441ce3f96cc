import Foundation

/// Why `KhipuEnvironment.stepClock` stopped before the date it was to reach. The clock
/// then stands at the last wake-up it let happen, and what the woken work did stays done.
public enum ClockStepError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The sleepers would have woken more than `limit` times on the way to `target`, e.g. a
    /// timer ticking every second on the way to a date years ahead.
    case tooManyWakeUps(limit: Int, stoppedAt: Date, target: Date)
    /// The domain was still busy `timeout` after the wake-up at `at`.
    case busy(at: Date, target: Date, timeout: Duration)
    /// The task moving the clock was cancelled (Ctrl-C) after the wake-up at `at`.
    case cancelled(at: Date, target: Date)

    /// Where the clock stands now.
    public var stoppedAt: Date {
        switch self {
        case .tooManyWakeUps(_, let date, _), .busy(let date, _, _), .cancelled(let date, _): date
        }
    }

    public var description: String {
        switch self {
        case .tooManyWakeUps(let limit, let stoppedAt, let target):
            "the domain's timers woke \(limit) times on the way to \(Self.format(target)), the most one move "
                + "of the clock lets them, and would wake again: the clock stopped at \(Self.format(stoppedAt)), "
                + "and what they did stays done. Move the clock on again, or stop the timers first."
        case .busy(let at, let target, let timeout):
            "the domain was still busy \(timeout) after its timers woke at \(Self.format(at)): "
                + "the clock stopped there, short of \(Self.format(target))."
        case .cancelled(let at, let target):
            "cancelled: the clock stopped at \(Self.format(at)), short of \(Self.format(target)); what the timers did until then stays done."
        }
    }

    private static func format(_ date: Date) -> String {
        date.formatted(.iso8601)
    }
}
