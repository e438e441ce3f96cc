import Foundation

/// The work a `KhipuEnvironment` counts: how much keeps the current step busy, what each
/// piece's sleeps were, the follow-ups held until no work runs, and who waits for quiet.
/// A value the environment keeps under its lock; it resumes and sends nothing itself.
struct WorkLedger {
    /// The work that keeps the current step busy: running, not waiting on the clock.
    private(set) var busy = 0
    /// Counts the work started, in order.
    private(set) var started: UInt64 = 0
    private var sleeps: [UInt64: WorkSleeps] = [:]
    /// Follow-ups handed to `deliver` on a fixed clock, kept until no work runs and then
    /// sent in the order their work was started.
    private var held: [HeldDelivery] = []
    private var quietWaiters: [Int: CheckedContinuation<Void, Never>] = [:]
    private var abandonedWaiters: Set<Int> = []
    private var nextWaiter = 0

    struct HeldDelivery {
        let work: UInt64
        let send: @Sendable () -> Void
    }

    /// What the end of some work set off, for the environment to run once its lock is released.
    enum Finished {
        case nothing
        /// The step became quiet: these waiters may go on.
        case quiet([CheckedContinuation<Void, Never>])
        /// No work runs, and these follow-ups were held for that moment: they are sent, in
        /// order, as one more piece of work, whose end may make the step quiet.
        case deliver([HeldDelivery])
    }

    /// Numbers a new piece of work and counts it busy unless it is a later answer.
    mutating func start(startedBy: (@Sendable () -> String)?, group: TimerID?, isLater: Bool, at now: Date) -> RunningWork {
        started += 1
        if !isLater { busy += 1 }
        sleeps[started] = WorkSleeps()
        return RunningWork(number: started, startedBy: startedBy, group: group, isLater: isLater, startedAt: now)
    }

    /// Lets go of a piece of work that ended; returns whether it still counted busy.
    mutating func end(_ work: RunningWork) -> Bool {
        let counted = isCounted(work)
        sleeps[work.number] = nil
        return counted
    }

    /// Whether the work keeps a step busy while it runs: not once it is a later answer.
    func isCounted(_ work: RunningWork) -> Bool {
        !work.isLater && !(sleeps[work.number]?.cameDueLive ?? false)
    }

    func sleeps(of work: RunningWork) -> WorkSleeps {
        sleeps[work.number] ?? WorkSleeps()
    }

    /// Changes what the work's sleeps were; nothing for work the ledger does not hold.
    mutating func update(_ work: RunningWork, _ change: (inout WorkSleeps) -> Void) {
        guard sleeps[work.number] != nil else { return }
        change(&sleeps[work.number]!)
    }

    /// Work woken or cancelled is busy again before it runs, so a host waiting for quiet waits for it.
    mutating func busyAgain(_ count: Int) {
        busy += count
    }

    /// Whether a follow-up is held for the end of the running work rather than sent now.
    mutating func hold(_ delivery: HeldDelivery) -> Bool {
        guard busy > 0 else { return false }
        held.append(delivery)
        return true
    }

    /// Counts `count` pieces of work as done or waiting; returns what that sets off: held
    /// follow-ups to send when no work runs any more, else the waiters to release if quiet.
    mutating func finish(_ count: Int) -> Finished {
        busy -= count
        guard busy == 0 else { return .nothing }
        if !held.isEmpty {
            // Stable: follow-ups of one work keep the order it handed them over in.
            let deliveries = held.enumerated().sorted { ($0.element.work, $0.offset) < ($1.element.work, $1.offset) }.map(\.element)
            held = []
            busy += 1
            return .deliver(deliveries)
        }
        defer { quietWaiters = [:] }
        return .quiet(Array(quietWaiters.values))
    }

    mutating func newWaiter() -> Int {
        defer { nextWaiter += 1 }
        return nextWaiter
    }

    /// Keeps the waiter until quiet; false when it should go on at once (quiet already, or
    /// its timeout won before it got here).
    mutating func wait(_ waiter: Int, _ continuation: CheckedContinuation<Void, Never>) -> Bool {
        if busy == 0 || abandonedWaiters.remove(waiter) != nil { return false }
        quietWaiters[waiter] = continuation
        return true
    }

    /// Takes back a waiter whose timeout won; it is resumed by the caller, or, not here yet,
    /// goes on at once when it arrives.
    mutating func abandon(_ waiter: Int) -> CheckedContinuation<Void, Never>? {
        if let continuation = quietWaiters.removeValue(forKey: waiter) { return continuation }
        abandonedWaiters.insert(waiter)
        return nil
    }
}
