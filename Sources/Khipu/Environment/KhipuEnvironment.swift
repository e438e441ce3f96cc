import Foundation

/// Where models and features get the time and new ids, so that a script can run with a
/// fixed clock and sequential ids and print byte-identical output every time.
///
/// Models read it as `KhipuEnvironment.current.now()` and `KhipuEnvironment.current.newID()`.
/// It is a task local: a test or a script run binds its own with
/// `KhipuEnvironment.$current.withValue(.fixed()) { ... }` and parallel runs do not meet.
/// It also counts the asynchronous work a domain starts with `perform(_:)`, so that a
/// host can wait until the domain is quiet.
public final class KhipuEnvironment: @unchecked Sendable {
    @TaskLocal public static var current: KhipuEnvironment = .live()

    private let lock = NSLock()
    private var clock: Clock
    private var ids: IDs
    /// Read under the lock after every statement: unchecked for exclusivity, which the lock gives.
    @exclusivity(unchecked) private var pendingWork = 0
    private var quietWaiters: [Int: CheckedContinuation<Void, Never>] = [:]
    private var abandonedWaiters: Set<Int> = []
    private var nextWaiter = 0
    /// Work sleeping on the fixed clock, earliest deadline first, ties in the order their
    /// work was started; woken with true at the deadline, false when cancelled.
    private var sleepers: [Sleeper] = []
    /// Work sleeping for real on the live clock, by the token `sleepLive` gave it.
    private var liveSleepers: [UInt64: LiveSleeper] = [:]
    private var nextLiveSleeper: UInt64 = 0
    /// Counts the work started with `perform`, in order: a work's number orders its
    /// follow-ups and its wake-ups against its siblings'.
    private var startedWork: UInt64 = 0
    /// Follow-ups handed to `deliver` on a fixed clock, kept until no work runs and then
    /// sent in the order their work was started.
    private var heldDeliveries: [HeldDelivery] = []
    private var gatewayModes: [String: String] = [:]
    /// The work `skipWaitingWork` forgot, suspended for good: held so that nothing resumes
    /// it and its continuation is never dropped unresumed.
    private var forgotten: [CheckedContinuation<Bool, Never>] = []

    private struct Sleeper {
        let deadline: Date
        let work: RunningWork
        let timer: TimerID?
        /// Whether it sleeps in work started with `perform`, which it stops counting while it sleeps.
        let isCounted: Bool
        let continuation: CheckedContinuation<Bool, Never>
    }

    private struct LiveSleeper {
        let deadline: Date
        let work: RunningWork
        let timer: TimerID?
        let isCounted: Bool
        let cancel: @Sendable () -> Void
    }

    private struct HeldDelivery {
        let work: UInt64
        let send: @Sendable () -> Void
    }

    /// The work `perform` runs, as the tasks it runs in see it.
    struct RunningWork: Sendable {
        let number: UInt64
        /// What started the work (a middleware's action), said when it is still waiting.
        let startedBy: (@Sendable () -> String)?
        /// Sleeps of the work cancelled together, e.g. a `FollowingLoop`'s retired loop.
        let group: TimerID?
        /// Started on a live clock by work that came due after a wait, or by its answer: a
        /// later answer, whose work no step waits for.
        var isLater = false
        /// What the work's sleeps so far were, for the origin of its follow-ups.
        let sleeps = WorkSleeps()
    }

    /// Whether a piece of work slept, on which timer it woke last and whether it was
    /// skipped while it waited; guarded by the environment's lock.
    final class WorkSleeps: @unchecked Sendable {
        var waited = false
        var lastTimer: String?
        var skipped = false
        /// A sleep of it came due on the live clock: from then on it is a later answer,
        /// which no step waits for, as on a fixed clock only a clock move would wake it.
        var cameDueLive = false
    }

    @TaskLocal static var runningWork: RunningWork?

    /// Set while a follow-up handed to `deliver` is sent: the domain's host reads it for
    /// each message the domain emits meanwhile (see `DomainHost.originsOfTakenOutputs`).
    @TaskLocal package static var followUpBeingSent: FollowUpOrigin?

    private enum Clock {
        case live
        case fixed(Date)
    }

    private enum IDs {
        case random
        /// `space` is the UUID's first group, so that ids of different spaces never meet.
        case sequential(space: UInt32, next: UInt64)
    }

    private init(clock: Clock, ids: IDs) {
        self.clock = clock
        self.ids = ids
    }

    /// The wall clock, truncated to whole milliseconds so that every date prints and
    /// parses back to an equal value, and random UUIDs.
    public static func live() -> KhipuEnvironment {
        KhipuEnvironment(clock: .live, ids: .random)
    }

    /// A clock that stands still at `now` until it is set or advanced, and ids counting
    /// up from `00000000-0000-0000-0000-000000000001`. Another `idSpace` puts its value in
    /// the ids' first group (`FFFFFFFF-0000-0000-0000-000000000001`), so that values made
    /// aside, such as the values a script builds inside an `expect`, never share an id with what the domain makes.
    public static func fixed(now: Date = Date(timeIntervalSince1970: 1_718_528_400), idSpace: UInt32 = 0) -> KhipuEnvironment {
        KhipuEnvironment(clock: .fixed(now), ids: .sequential(space: idSpace, next: 1))
    }

    public var isFixed: Bool {
        lock.withLock { if case .fixed = clock { true } else { false } }
    }

    public func now() -> Date {
        lock.withLock { nowLocked() }
    }

    /// Call with the lock held.
    private func nowLocked() -> Date {
        switch clock {
        case .live:
            let milliseconds = (Date().timeIntervalSinceReferenceDate * 1000).rounded(.down)
            return Date(timeIntervalSinceReferenceDate: milliseconds / 1000)
        case .fixed(let date):
            return date
        }
    }

    public func newID() -> UUID {
        lock.withLock {
            switch ids {
            case .random:
                return UUID()
            case .sequential(let space, let next):
                ids = .sequential(space: space, next: next + 1)
                return UUID(uuidString: String(format: "%08X-0000-0000-0000-%012llX", space, next))!
            }
        }
    }

    /// Stops the clock at `date` (a live clock becomes a fixed one) and wakes the work
    /// sleeping until then, all at once at `date`: a timer due every second wakes once.
    /// `stepClock(to:)` lets each wake-up happen at its own time instead.
    public func setClock(to date: Date) {
        lock.withLock { clock = .fixed(date) }
        wakeSleepers(upTo: date)
    }

    /// Puts a stopped clock at `date`, earlier or later, and wakes nothing: what a host does
    /// when it takes the domain back to a state it was in at `date` (the interpreter's
    /// `:undo` of a clock move). Work sleeping until a deadline keeps it, and one that has
    /// passed wakes at the next move of the clock.
    package func putClock(at date: Date) {
        lock.withLock { clock = .fixed(date) }
    }

    /// Moves a fixed clock forward (a live clock is first stopped at the current time) and
    /// wakes the work sleeping until then, all at once at the new time, earliest first;
    /// `stepClock(by:)` lets each wake-up happen at its own time instead.
    public func advanceClock(by duration: Duration) {
        setClock(to: now().addingTimeInterval(duration.timeInterval))
    }

    /// `advanceClock(by:)` in seconds, for packages written before it took a `Duration`.
    @available(*, deprecated, message: "pass a Duration: advanceClock(by: .seconds(90))")
    public func advanceClock(by seconds: TimeInterval) {
        setClock(to: now().addingTimeInterval(seconds))
    }

    /// The most wake-ups one `stepClock` lets happen: a day of a timer ticking every
    /// second, with room to spare.
    public static let wakeUpLimit = 100_000

    /// Moves a fixed clock forward by `duration` one wake-up at a time, as `stepClock(to:)`.
    @discardableResult
    public func stepClock(
        by duration: Duration, wakeUpLimit: Int = wakeUpLimit, quietTimeout: Duration = .seconds(5)
    ) async throws(ClockStepError) -> Int {
        try await stepClock(to: now().addingTimeInterval(duration.timeInterval), wakeUpLimit: wakeUpLimit, quietTimeout: quietTimeout)
    }

    /// `stepClock(by:)` in seconds, for packages written before it took a `Duration`.
    @available(*, deprecated, message: "pass a Duration: stepClock(by: .seconds(90))")
    @discardableResult
    public func stepClock(
        by seconds: TimeInterval, wakeUpLimit: Int = wakeUpLimit, quietTimeout: Duration = .seconds(5)
    ) async throws(ClockStepError) -> Int {
        try await stepClock(to: now().addingTimeInterval(seconds), wakeUpLimit: wakeUpLimit, quietTimeout: quietTimeout)
    }

    /// Moves the clock to `date` through every wake-up on the way, in order, as if the
    /// time passed: it sets the clock to the earliest sleeper's deadline, wakes that one
    /// sleeper, waits until the domain is quiet (its answers reduced, so that the woken work
    /// can sleep again, e.g. until the next second), and repeats until no sleeper is due by
    /// `date`; then the clock stands at `date`. Sleepers due at the same instant wake one at
    /// a time in the order their work started, each seeing the state the answers of the ones
    /// before it made, as on a live clock where they wake a moment apart. A timer ticking
    /// every second thus ticks 90 times in `stepClock(by: .seconds(90))`, each tick a second
    /// after the one before, as ticks sent by hand one a second would. Returns the number of
    /// wake-ups.
    ///
    /// A date in the past only sets the clock back. It stops, with the clock at the last
    /// wake-up it let happen and what the woken work did kept, when the sleepers would wake
    /// more than `wakeUpLimit` times (`.tooManyWakeUps`), the domain is still busy
    /// `quietTimeout` after a wake-up (`.busy`), or the calling task is cancelled (`.cancelled`).
    @discardableResult
    public func stepClock(
        to date: Date, wakeUpLimit: Int = wakeUpLimit, quietTimeout: Duration = .seconds(5)
    ) async throws(ClockStepError) -> Int {
        guard date > now() else {
            setClock(to: date)
            return 0
        }
        lock.withLock { if case .live = clock { clock = .fixed(nowLocked()) } }
        var wakeUps = 0
        while true {
            let quiet = await waitUntilQuiet(timeout: quietTimeout)
            if Task.isCancelled { throw .cancelled(at: now(), target: date) }
            guard quiet else { throw .busy(at: now(), target: date, timeout: quietTimeout) }
            let step: ClockStep = lock.withLock {
                guard let first = sleepers.first, first.deadline <= date else {
                    clock = .fixed(date)
                    return .reached
                }
                guard wakeUps < wakeUpLimit else { return .stopped(at: nowLocked()) }
                // A deadline that passed while the clock stood still wakes now, not in the past.
                let wakeAt = max(nowLocked(), first.deadline)
                clock = .fixed(wakeAt)
                // One at a time, even at the same instant: the next one wakes once this one's
                // answers were reduced, and sees the world they made.
                return .wake(takeFirstSleeperLocked())
            }
            switch step {
            case .reached:
                return wakeUps
            case .stopped(let time):
                throw .tooManyWakeUps(limit: wakeUpLimit, stoppedAt: time, target: date)
            case .wake(let sleeper):
                wakeUps += 1
                sleeper.continuation.resume(returning: true)
            }
        }
    }

    /// One turn of `stepClock`: the sleepers to wake, or the end of the move.
    private enum ClockStep {
        case wake(Sleeper)
        case reached
        case stopped(at: Date)
    }

    // MARK: - Time passing

    /// Suspends work started with `perform` for `duration` of this environment's clock:
    /// `await KhipuEnvironment.current.sleep(for: .seconds(2))`.
    ///
    /// On the live clock it sleeps for real. On a fixed clock it waits until the clock is
    /// set or advanced past the deadline, and while it waits it does not keep the domain
    /// busy: a ticking timer lets `waitUntilQuiet` return, and `stepClock(by:)` (what
    /// `:clock advance 90m` does) wakes it at its deadline, each time it sleeps again on the
    /// way. Call it only from work started with `perform`.
    public func sleep(for duration: Duration) async {
        _ = await sleep(seconds: duration.timeInterval, timer: nil)
    }

    /// `sleep(for:)` in seconds, for packages written before it took a `Duration`.
    @available(*, deprecated, message: "pass a Duration: sleep(for: .seconds(2))")
    public func sleep(for seconds: TimeInterval) async {
        _ = await sleep(seconds: seconds, timer: nil)
    }

    /// Sleeps as the timer `id`, which `cancelTimer(id)` cancels: returns true when the
    /// time passed, false when the timer was cancelled first (or the task was). Starting a
    /// timer whose id is already waiting cancels the waiting one: a timer restarts.
    ///
    /// ```swift
    /// guard await KhipuEnvironment.current.sleep(for: .seconds(900), timer: Expiry(order.id)) else { return nil }
    /// ```
    @discardableResult
    public func sleep(for duration: Duration, timer id: some Hashable & Sendable) async -> Bool {
        await sleep(seconds: duration.timeInterval, timer: TimerID(id))
    }

    /// Sleeps as the timer `id` until `date` on this environment's clock (at once when it
    /// passed), as `sleep(for:timer:)` does: true when the time came, false when cancelled.
    @discardableResult
    public func sleep(until date: Date, timer id: some Hashable & Sendable) async -> Bool {
        await sleep(seconds: date.timeIntervalSince(now()), timer: TimerID(id))
    }

    /// Cancels the timer `id` started with `sleep(for:timer:)`: its sleep returns false at
    /// once and the work goes on from there. Returns whether such a timer was waiting.
    @discardableResult
    public func cancelTimer(_ id: some Hashable & Sendable) -> Bool {
        cancelSleepers { $0 == TimerID(id) }
    }

    /// Cancels every sleep of the work started in `group` (see `perform(group:_:)`).
    package func cancelTimers(inGroup group: TimerID) {
        cancelSleepers(inGroup: group)
    }

    private func sleep(seconds: TimeInterval, timer: TimerID?) async -> Bool {
        // Outside work started with `perform` (a gateway's own test) nothing counts the sleep.
        let work = Self.runningWork ?? RunningWork(number: lock.withLock { startedWork }, startedBy: nil, group: nil)
        let isCounted = Self.runningWork != nil && lock.withLock { Self.isCounted(work) }
        if let timer { cancelSleepers { $0 == timer } }
        let woke = isFixed ? await sleepFixed(seconds: seconds, work: work, timer: timer, isCounted: isCounted) : await sleepLive(seconds: seconds, work: work, timer: timer, isCounted: isCounted)
        let skipped: Bool = lock.withLock {
            work.sleeps.waited = true
            if let timer { work.sleeps.lastTimer = timer.description }
            return work.sleeps.skipped
        }
        // A live sleep skipped meanwhile ends early; the work goes no further than a fixed one.
        if skipped { return await forget() }
        return woke
    }

    /// Suspends the calling work for good, neither waiting on the clock nor busy.
    private func forget() async -> Bool {
        await withCheckedContinuation { continuation in
            lock.withLock { forgotten.append(continuation) }
        }
    }

    /// Forgets the work waiting on the clock (TCA's `skipInFlightEffects`): it never comes
    /// due, answers nothing and leaves nothing waiting, so a session with a timer that ticks
    /// for ever can end cleanly. `timer`, when given, skips only the work waiting on the
    /// timer of that id. Returns what was waiting and is skipped now, earliest first.
    @discardableResult
    public func skipWaitingWork(timer: (any Hashable & Sendable)? = nil) -> [WaitingWork] {
        let id = timer.map { TimerID($0) }
        return skipWaitingWork { id == nil || $0 == id }
    }

    /// `skipWaitingWork(timer:)` for the timer whose id prints as `name` (`"sla-T1"`), as a
    /// script names it.
    @discardableResult
    package func skipWaitingWork(timerNamed name: String) -> [WaitingWork] {
        skipWaitingWork { $0?.description == name }
    }

    private func skipWaitingWork(_ matches: (TimerID?) -> Bool) -> [WaitingWork] {
        let (skipped, live): ([WaitingWork], [LiveSleeper]) = lock.withLock {
            let skipped = waitingWorkLocked(matching: matches)
            let fixed = sleepers.filter { matches($0.timer) }
            sleepers.removeAll { matches($0.timer) }
            let live = liveSleepers.filter { matches($0.value.timer) }
            for token in live.keys { liveSleepers[token] = nil }
            for sleeper in fixed { sleeper.work.sleeps.skipped = true }
            for sleeper in live.values { sleeper.work.sleeps.skipped = true }
            // Their continuations are kept, never resumed: the work goes no further.
            forgotten += fixed.map(\.continuation)
            return (skipped, Array(live.values))
        }
        // A live sleeper's real sleep ends now; its work then finds itself skipped.
        live.forEach { $0.cancel() }
        return skipped
    }

    private func sleepFixed(seconds: TimeInterval, work: RunningWork, timer: TimerID?, isCounted: Bool) async -> Bool {
        // A wait of forever (an infinite goal) never comes due; a NaN one is no wait.
        let wait = seconds.isNaN ? 0 : max(0, seconds)
        let deadline = wait.isFinite ? now().addingTimeInterval(min(wait, Date.distantFuture.timeIntervalSinceNow)) : .distantFuture
        return await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
            let finished: FinishedWork = lock.withLock {
                let sleeper = Sleeper(deadline: deadline, work: work, timer: timer, isCounted: isCounted, continuation: continuation)
                // After the last one due no later, so ties wake in the order their work started.
                let index = sleepers.firstIndex { ($0.deadline, $0.work.number) > (deadline, work.number) } ?? sleepers.endIndex
                sleepers.insert(sleeper, at: index)
                return isCounted ? finishWorkLocked(1) : .nothing
            }
            finished.run(self)
        }
    }

    /// A real sleep does not keep the domain busy either: the REPL prompts meanwhile.
    private func sleepLive(seconds: TimeInterval, work: RunningWork, timer: TimerID?, isCounted: Bool) async -> Bool {
        let clamped = seconds.isNaN ? 0 : max(0, min(seconds, 1e9))
        let sleeping = Task { try await Task.sleep(for: .milliseconds(Int((clamped * 1000).rounded()))) }
        let token: UInt64 = lock.withLock {
            nextLiveSleeper += 1
            liveSleepers[nextLiveSleeper] = LiveSleeper(
                deadline: nowLocked().addingTimeInterval(clamped), work: work, timer: timer, isCounted: isCounted,
                cancel: { sleeping.cancel() })
            return nextLiveSleeper
        }
        if isCounted { releaseQuietWaiters(afterFinishing: 1) }
        let slept = await withTaskCancellationHandler {
            (try? await sleeping.value) != nil
        } onCancel: {
            sleeping.cancel()
        }
        lock.withLock {
            // A cancelled sleeper was counted busy again when it was cancelled, as on a fixed clock.
            // Came due: the work goes on as a later answer, which keeps no step busy.
            if liveSleepers.removeValue(forKey: token) != nil { work.sleeps.cameDueLive = true }
        }
        return slept
    }

    private func cancelSleepers(inGroup group: TimerID) {
        cancelSleepers(where: { _, work in work.group == group })
    }

    /// Wakes the sleepers whose timer `matches` picks with false (cancelled); returns whether there were any.
    @discardableResult
    private func cancelSleepers(_ matches: (TimerID?) -> Bool) -> Bool {
        cancelSleepers(where: { timer, _ in matches(timer) })
    }

    @discardableResult
    private func cancelSleepers(where matches: (TimerID?, RunningWork) -> Bool) -> Bool {
        let (cancelled, live): ([Sleeper], [LiveSleeper]) = lock.withLock {
            let cancelled = sleepers.filter { matches($0.timer, $0.work) }
            sleepers.removeAll { matches($0.timer, $0.work) }
            // Cancelled work is busy again before it runs, as woken work is.
            pendingWork += cancelled.filter(\.isCounted).count
            let live = liveSleepers.filter { matches($0.value.timer, $0.value.work) }
            for token in live.keys { liveSleepers[token] = nil }
            pendingWork += live.values.filter(\.isCounted).count
            return (cancelled, Array(live.values))
        }
        cancelled.forEach { $0.continuation.resume(returning: false) }
        live.forEach { $0.cancel() }
        return !cancelled.isEmpty || !live.isEmpty
    }

    /// The work waiting on the clock, earliest first: what a session that ends now leaves
    /// undone (a timer not yet fired, a gateway that has not answered).
    public var waitingWork: [WaitingWork] {
        lock.withLock { waitingWorkLocked { _ in true } }
    }

    /// Call with the lock held.
    private func waitingWorkLocked(matching matches: (TimerID?) -> Bool) -> [WaitingWork] {
        let fixed = sleepers.filter { matches($0.timer) }
            .map { WaitingWork(dueAt: $0.deadline, timer: $0.timer?.description, startedBy: $0.work.startedBy?()) }
        let live = liveSleepers.values.filter { matches($0.timer) }.sorted { $0.deadline < $1.deadline }
            .map { WaitingWork(dueAt: $0.deadline, timer: $0.timer?.description, startedBy: $0.work.startedBy?()) }
        return fixed + live
    }

    private func releaseQuietWaiters(afterFinishing count: Int) {
        lock.withLock { finishWorkLocked(count) }.run(self)
    }

    /// What the end of some work set off, run once the lock is released.
    private enum FinishedWork {
        case nothing
        /// The domain became quiet: these waiters may go on.
        case quiet([CheckedContinuation<Void, Never>])
        /// No work runs, and these follow-ups were held for that moment: they are sent, in
        /// order, as one more piece of work, whose end may make the domain quiet.
        case deliver([HeldDelivery])

        func run(_ environment: KhipuEnvironment) {
            switch self {
            case .nothing:
                return
            case .quiet(let waiters):
                waiters.forEach { $0.resume() }
            case .deliver(let deliveries):
                deliveries.forEach { $0.send() }
                environment.releaseQuietWaiters(afterFinishing: 1)
            }
        }
    }

    /// Counts `count` pieces of work as done; returns what that sets off: held follow-ups
    /// to send when no work runs any more, else the waiters to release if the domain is
    /// quiet. Call with the lock held.
    private func finishWorkLocked(_ count: Int) -> FinishedWork {
        pendingWork -= count
        guard pendingWork == 0 else { return .nothing }
        if !heldDeliveries.isEmpty {
            // Stable: follow-ups of one work keep the order it handed them over in.
            let deliveries = heldDeliveries.enumerated().sorted { ($0.element.work, $0.offset) < ($1.element.work, $1.offset) }.map(\.element)
            heldDeliveries = []
            pendingWork += 1
            return .deliver(deliveries)
        }
        defer { quietWaiters = [:] }
        return .quiet(Array(quietWaiters.values))
    }

    private func wakeSleepers(upTo date: Date) {
        lock.withLock { takeSleepersLocked(upTo: date) }.forEach { $0.continuation.resume(returning: true) }
    }

    /// Takes the earliest sleeper off the list, for the caller to resume once the lock is
    /// released; there is one. Call with the lock held.
    private func takeFirstSleeperLocked() -> Sleeper {
        let first = sleepers.removeFirst()
        // Woken work is busy again before it runs, so a host waiting for quiet waits for it.
        if first.isCounted { pendingWork += 1 }
        return first
    }

    /// Takes the sleepers due by `date` off the list, for the caller to resume once the
    /// lock is released. Call with the lock held.
    private func takeSleepersLocked(upTo date: Date) -> [Sleeper] {
        let due = sleepers.prefix { $0.deadline <= date }
        sleepers.removeFirst(due.count)
        // Woken work is busy again before it runs, so a host waiting for quiet waits for it.
        pendingWork += due.filter(\.isCounted).count
        return Array(due)
    }

    // MARK: - Simulated gateways

    /// Puts a simulated gateway in a mode, e.g. `offline`; see `GatewayDescription`.
    public func setGatewayMode(_ mode: String, of gateway: String) {
        lock.withLock { gatewayModes[gateway] = mode }
    }

    /// The mode a script put the gateway in, or nil for its default.
    public func gatewayMode(of gateway: String) -> String? {
        lock.withLock { gatewayModes[gateway] }
    }

    // MARK: - Asynchronous work

    /// Starts asynchronous work on behalf of a domain (a gateway call, a middleware) and
    /// counts it until it ends, so `waitUntilQuiet` knows when the domain is done.
    /// The work sees this environment as `current`.
    public func perform(_ work: @escaping @Sendable () async -> Void) {
        perform(startedBy: nil, group: nil, work)
    }

    /// `perform(_:)` for work that says what started it, should it still be waiting when a
    /// session ends, and whose sleeps `cancelTimers(inGroup:)` cancels together.
    package func perform(
        startedBy: (@Sendable () -> String)?, group: TimerID? = nil, _ work: @escaping @Sendable () async -> Void
    ) {
        let parent = Self.runningWork
        let answeringLater = Self.followUpBeingSent?.isLater ?? false
        let running: RunningWork = lock.withLock {
            startedWork += 1
            var running = RunningWork(number: startedWork, startedBy: startedBy, group: group)
            if case .live = clock {
                running.isLater = answeringLater || parent.map { $0.isLater || $0.sleeps.cameDueLive } ?? false
            }
            if !running.isLater { pendingWork += 1 }
            return running
        }
        Task {
            await KhipuEnvironment.$current.withValue(self) {
                await KhipuEnvironment.$runningWork.withValue(running) { await work() }
            }
            if lock.withLock({ Self.isCounted(running) }) { self.finishWork() }
        }
    }

    /// Whether the work counts as busy while it runs: not once it is a later answer on the
    /// live clock. Call with the lock held.
    private static func isCounted(_ work: RunningWork) -> Bool {
        !work.isLater && !work.sleeps.cameDueLive
    }

    /// Hands over a follow-up of work started with `perform` (a middleware's answer):
    /// `send` runs as soon as the work is done. On the live clock that is at once. On a
    /// fixed clock it runs when no work runs any more (what is left waits on the clock),
    /// after the follow-ups of work started earlier: so follow-ups that come due at the
    /// same time are sent in the order their work was started, on every run.
    public func deliver(_ send: @escaping @Sendable () -> Void) {
        let work = Self.runningWork
        let origin: FollowUpOrigin = lock.withLock {
            FollowUpOrigin(
                startedBy: work?.startedBy, timer: work?.sleeps.lastTimer, waited: (work?.sleeps.waited ?? false) || (work?.isLater ?? false),
                isLater: work.map { $0.isLater || $0.sleeps.cameDueLive } ?? false)
        }
        let sendMarked: @Sendable () -> Void = { Self.$followUpBeingSent.withValue(origin, operation: send) }
        let sendNow: Bool = lock.withLock {
            guard case .fixed = clock, pendingWork > 0 else { return true }
            heldDeliveries.append(HeldDelivery(work: work?.number ?? startedWork, send: sendMarked))
            return false
        }
        if sendNow { sendMarked() }
    }

    private func finishWork() {
        releaseQuietWaiters(afterFinishing: 1)
    }

    public var isQuiet: Bool {
        // Asked after every statement: `withLock` goes through the NSLocking protocol.
        lock.lock()
        defer { lock.unlock() }
        return pendingWork == 0
    }

    /// Returns true once no work started with `perform` is running, false when `timeout`
    /// passed first (or the calling task was cancelled).
    public func waitUntilQuiet(timeout: Duration = .seconds(5)) async -> Bool {
        if isQuiet { return true }
        let waiter = lock.withLock {
            defer { nextWaiter += 1 }
            return nextWaiter
        }
        return await withTaskGroup(of: Bool.self) { group in
            group.addTask {
                await withCheckedContinuation { continuation in
                    let resumeNow: Bool = self.lock.withLock {
                        // Quiet already, or the timeout won before this waiter got here.
                        if self.pendingWork == 0 || self.abandonedWaiters.remove(waiter) != nil { return true }
                        self.quietWaiters[waiter] = continuation
                        return false
                    }
                    if resumeNow { continuation.resume() }
                }
                return true
            }
            group.addTask {
                try? await Task.sleep(for: timeout)
                return false
            }
            let first = await group.next() ?? false
            group.cancelAll()
            if !first { self.abandon(waiter) }
            return first
        }
    }

    /// Releases only this waiter: other callers still waiting keep waiting for quiet.
    private func abandon(_ waiter: Int) {
        let continuation: CheckedContinuation<Void, Never>? = lock.withLock {
            if let continuation = quietWaiters.removeValue(forKey: waiter) { return continuation }
            abandonedWaiters.insert(waiter)
            return nil
        }
        continuation?.resume()
    }
}
