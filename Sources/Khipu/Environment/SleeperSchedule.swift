import Foundation

/// The work waiting on a `KhipuEnvironment`'s clock: on a fixed clock until a move of the
/// clock wakes it, on the live clock in a real sleep; and the work `skipWaitingWork` forgot.
/// A value the environment keeps under its lock; it resumes nothing itself.
struct SleeperSchedule {
    /// Work sleeping on the fixed clock: woken with true at the deadline, false when cancelled.
    struct Sleeper {
        let deadline: Date
        let work: RunningWork
        let timer: TimerID?
        /// Whether it sleeps in work that keeps a step busy, which it stops doing while it sleeps.
        let isCounted: Bool
        let continuation: CheckedContinuation<Bool, Never>
    }

    /// Work sleeping for real on the live clock.
    struct LiveSleeper {
        let deadline: Date
        let work: RunningWork
        let timer: TimerID?
        let isCounted: Bool
        let cancel: @Sendable () -> Void
    }

    /// Earliest deadline first, ties in the order their work was started.
    private var sleepers: [Sleeper] = []
    private var liveSleepers: [UInt64: LiveSleeper] = [:]
    private var nextLiveToken: UInt64 = 0
    /// Suspended for good: held so that nothing resumes them and no continuation is dropped unresumed.
    private var forgotten: [CheckedContinuation<Bool, Never>] = []

    var earliest: Sleeper? { sleepers.first }

    mutating func insert(_ sleeper: Sleeper) {
        // After the last one due no later, so ties wake in the order their work started.
        let index = sleepers.firstIndex { ($0.deadline, $0.work.number) > (sleeper.deadline, sleeper.work.number) } ?? sleepers.endIndex
        sleepers.insert(sleeper, at: index)
    }

    /// Takes the earliest sleeper; there is one.
    mutating func takeEarliest() -> Sleeper {
        sleepers.removeFirst()
    }

    /// Takes the sleepers due by `date`, earliest first.
    mutating func takeDue(by date: Date) -> [Sleeper] {
        let due = sleepers.prefix { $0.deadline <= date }
        sleepers.removeFirst(due.count)
        return Array(due)
    }

    /// Keeps a live sleeper; returns the token that takes it back.
    mutating func addLive(_ sleeper: LiveSleeper) -> UInt64 {
        nextLiveToken += 1
        liveSleepers[nextLiveToken] = sleeper
        return nextLiveToken
    }

    /// Takes back a live sleeper that woke; false when it was taken already (cancelled, skipped).
    mutating func removeLive(_ token: UInt64) -> Bool {
        liveSleepers.removeValue(forKey: token) != nil
    }

    /// Takes the sleepers, fixed and live, that `matches` picks by timer and work.
    mutating func take(where matches: (TimerID?, RunningWork) -> Bool) -> (fixed: [Sleeper], live: [LiveSleeper]) {
        let fixed = sleepers.filter { matches($0.timer, $0.work) }
        sleepers.removeAll { matches($0.timer, $0.work) }
        let live = liveSleepers.filter { matches($0.value.timer, $0.value.work) }
        for token in live.keys { liveSleepers[token] = nil }
        return (fixed, Array(live.values))
    }

    /// The waiting work `matches` picks by timer, fixed sleepers first, each earliest first.
    func waiting(matching matches: (TimerID?) -> Bool) -> [WaitingWork] {
        let fixed = sleepers.filter { matches($0.timer) }
            .map { WaitingWork(dueAt: $0.deadline, timer: $0.timer?.description, startedBy: $0.work.startedBy?()) }
        let live = liveSleepers.values.filter { matches($0.timer) }.sorted { $0.deadline < $1.deadline }
            .map { WaitingWork(dueAt: $0.deadline, timer: $0.timer?.description, startedBy: $0.work.startedBy?()) }
        return fixed + live
    }

    mutating func forget(_ continuation: CheckedContinuation<Bool, Never>) {
        forgotten.append(continuation)
    }
}
