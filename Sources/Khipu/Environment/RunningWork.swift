import Foundation

/// A piece of work `KhipuEnvironment.perform` runs, as the tasks it runs in see it. What
/// changes while it runs (its sleeps) is the environment's `WorkLedger`'s, by `number`.
struct RunningWork: Sendable {
    /// Counts the work started, in order: it orders the work's follow-ups and wake-ups
    /// against its siblings'.
    let number: UInt64
    /// What started the work (a middleware's action), said when it is still waiting.
    let startedBy: (@Sendable () -> String)?
    /// Sleeps of the work cancelled together, e.g. a `FollowingLoop`'s retired loop.
    let group: TimerID?
    /// Started on a live clock by work that came due after a wait, or by its answer: a
    /// later answer, whose work no step waits for.
    let isLater: Bool
    /// When it started, on the environment's clock: a sleep until a date slept since then.
    let startedAt: Date
}

/// What a piece of work's sleeps so far were: for the origin of its follow-ups, and for
/// whether it still keeps a step busy.
struct WorkSleeps {
    var waited = false
    var lastTimer: String?
    /// Forgotten by `skipWaitingWork` while it waited: it goes no further.
    var skipped = false
    /// A sleep of it came due on the live clock: from then on it is a later answer, which
    /// no step waits for, as on a fixed clock only a clock move would wake it.
    var cameDueLive = false
    /// The clock time the work slept so far: the sum of the durations its sleeps asked for,
    /// which a fixed clock's moves replay exactly; nil once a sleep was cancelled, whose end
    /// whatever cancelled it chose.
    var slept: Duration? = .zero
}
