import Foundation

/// Where models and features get the time and new ids, so that a script can run with a
/// fixed clock and sequential ids and print byte-identical output every time.
///
/// Models read it as `KhipuEnvironment.current.now()` and `KhipuEnvironment.current.newID()`.
/// It is a task local: a test or a script run binds its own with
/// `KhipuEnvironment.$current.withValue(.fixed()) { ... }` and parallel runs do not meet.
/// It also counts the asynchronous work a domain starts with `perform(_:)`, so that a
/// host can wait until the domain is quiet.
///
/// It composes values that each own one part of the state: the clock
/// (`EnvironmentClock`), the ids (`IDSequence`), the work waiting on the clock
/// (`SleeperSchedule`) and the work it counts (`WorkLedger`). One lock guards them
/// together (`Parts` in one `Locked`), because a change often spans two (woken work is
/// taken off the schedule and counted busy at once); they resume and send nothing
/// themselves, this type does once the lock is released.
public final class KhipuEnvironment: Sendable {
    @TaskLocal public static var current: KhipuEnvironment = .live()

    private struct Parts {
        var clock: EnvironmentClock
        var ids: IDSequence
        var schedule = SleeperSchedule()
        var ledger = WorkLedger()
        var gatewayModes: [String: String] = [:]

        /// Where a follow-up of `work` comes from.
        func origin(of work: RunningWork?) -> FollowUpOrigin {
            let sleeps = work.map { ledger.sleeps(of: $0) } ?? WorkSleeps()
            return FollowUpOrigin(
                startedBy: work?.startedBy, timer: sleeps.lastTimer, waited: sleeps.waited || (work?.isLater ?? false),
                isLater: work.map { $0.isLater || sleeps.cameDueLive } ?? false, slept: sleeps.slept)
        }
    }

    private let parts: Locked<Parts>

    @TaskLocal static var runningWork: RunningWork?

    /// Set while a follow-up handed to `deliver` is sent: the domain's host reads it for
    /// each message the domain emits meanwhile (see `DomainHost.originsOfTakenOutputs`).
    @TaskLocal package static var followUpBeingSent: FollowUpOrigin?

    private init(clock: EnvironmentClock, ids: IDSequence) {
        parts = Locked(Parts(clock: clock, ids: ids))
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
        KhipuEnvironment(clock: .fixed(at: now), ids: .sequential(space: idSpace))
    }

    public var isFixed: Bool {
        parts.withLock { $0.clock.isFixed }
    }

    public func now() -> Date {
        parts.withLock { $0.clock.now() }
    }

    public func newID() -> UUID {
        parts.withLock { $0.ids.next() }
    }

    // MARK: - Moving the clock

    /// Stops the clock at `date` (a live clock becomes a fixed one) and wakes the work
    /// sleeping until then, all at once at `date`: a timer due every second wakes once.
    /// `stepClock(to:)` lets each wake-up happen at its own time instead.
    public func setClock(to date: Date) {
        let date = EnvironmentClock.instant(date)
        let due: [SleeperSchedule.Sleeper] = parts.withLock { parts in
            parts.clock.stop(at: date)
            let due = parts.schedule.takeDue(by: date)
            parts.ledger.busyAgain(due.filter(\.isCounted).count)
            return due
        }
        due.forEach { $0.continuation.resume(returning: true) }
    }

    /// Puts a stopped clock at `date`, earlier or later, and wakes nothing: what a host does
    /// when it takes the domain back to a state it was in at `date` (the interpreter's
    /// `:undo` of a clock move). Work sleeping until a deadline keeps it, and one that has
    /// passed wakes at the next move of the clock.
    package func putClock(at date: Date) {
        parts.withLock { $0.clock.stop(at: date) }
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
        let date = EnvironmentClock.instant(date)
        guard date > now() else {
            setClock(to: date)
            return 0
        }
        parts.withLock { $0.clock.stopIfLive() }
        var wakeUps = 0
        while true {
            let quiet = await waitUntilQuiet(timeout: quietTimeout)
            if Task.isCancelled { throw .cancelled(at: now(), target: date) }
            guard quiet else { throw .busy(at: now(), target: date, timeout: quietTimeout) }
            let step: ClockStep = parts.withLock { parts in
                guard let first = parts.schedule.earliest, first.deadline <= date else {
                    parts.clock.stop(at: date)
                    return .reached
                }
                guard wakeUps < wakeUpLimit else { return .stopped(at: parts.clock.now()) }
                // A deadline that passed while the clock stood still wakes now, not in the past.
                parts.clock.stop(at: max(parts.clock.now(), first.deadline))
                // One at a time, even at the same instant: the next one wakes once this one's
                // answers were reduced, and sees the world they made.
                let sleeper = parts.schedule.takeEarliest()
                if sleeper.isCounted { parts.ledger.busyAgain(1) }
                return .wake(sleeper)
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

    /// One turn of `stepClock`: the sleeper to wake, or the end of the move.
    private enum ClockStep {
        case wake(SleeperSchedule.Sleeper)
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
        await sleep(seconds: date.timeIntervalSince(now()), timer: TimerID(id), until: date)
    }

    /// Cancels the timer `id` started with `sleep(for:timer:)`: its sleep returns false at
    /// once and the work goes on from there. Returns whether such a timer was waiting.
    @discardableResult
    public func cancelTimer(_ id: some Hashable & Sendable) -> Bool {
        let timer = TimerID(id)
        return cancelSleepers { sleeper, _ in sleeper == timer }
    }

    /// Cancels every sleep of the work started in `group` (see `perform(group:_:)`).
    package func cancelTimers(inGroup group: TimerID) {
        cancelSleepers { _, work in work.group == group }
    }

    private func sleep(seconds: TimeInterval, timer: TimerID?, until date: Date? = nil) async -> Bool {
        // Outside work started with `perform` (a gateway's own test) nothing counts the sleep.
        let performed = Self.runningWork
        let (work, isCounted, isFixed): (RunningWork, Bool, Bool) = parts.withLock { parts in
            let work = performed ?? RunningWork(number: parts.ledger.started, startedBy: nil, group: nil, isLater: false, startedAt: parts.clock.now())
            return (work, performed.map { parts.ledger.isCounted($0) } ?? false, parts.clock.isFixed)
        }
        if let timer { cancelSleepers { sleeper, _ in sleeper == timer } }
        let woke = isFixed
            ? await sleepFixed(seconds: seconds, work: work, timer: timer, isCounted: isCounted)
            : await sleepLive(seconds: seconds, work: work, timer: timer, isCounted: isCounted)
        // What the sleep asked for, not what it measured: on the live clock a wake-up is late.
        // A sleep until a date (one its state holds, read as the work started) slept from the
        // work's start until then, however late the work started or its sleeps before woke.
        let asked: Duration? = seconds.isNaN ? .zero : seconds.isFinite ? .seconds(min(max(0, seconds), 1e9)) : nil
        let sinceStart = date.map { Duration.seconds(min(max(0, $0.timeIntervalSince(work.startedAt)), 1e9)) }
        let skipped: Bool = parts.withLock { parts in
            parts.ledger.update(work) { sleeps in
                sleeps.waited = true
                if let timer { sleeps.lastTimer = timer.description }
                sleeps.slept = woke ? sleeps.slept.flatMap { slept in sinceStart.map { max(slept, $0) } ?? asked.map { slept + $0 } } : nil
            }
            return parts.ledger.sleeps(of: work).skipped
        }
        // A live sleep skipped meanwhile ends early; the work goes no further than a fixed one.
        if skipped { return await forget() }
        return woke
    }

    private func sleepFixed(seconds: TimeInterval, work: RunningWork, timer: TimerID?, isCounted: Bool) async -> Bool {
        // A wait of forever (an infinite goal) never comes due; a NaN one is no wait.
        let wait = seconds.isNaN ? 0 : max(0, seconds)
        return await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
            let finished: WorkLedger.Finished = parts.withLock { parts in
                let now = parts.clock.now()
                let deadline = wait.isFinite ? EnvironmentClock.instant(now.addingTimeInterval(min(wait, Date.distantFuture.timeIntervalSince(now)))) : .distantFuture
                parts.schedule.insert(.init(deadline: deadline, work: work, timer: timer, isCounted: isCounted, continuation: continuation))
                return isCounted ? parts.ledger.finish(1) : .nothing
            }
            run(finished)
        }
    }

    /// A real sleep does not keep the domain busy either: the REPL prompts meanwhile.
    private func sleepLive(seconds: TimeInterval, work: RunningWork, timer: TimerID?, isCounted: Bool) async -> Bool {
        let clamped = seconds.isNaN ? 0 : max(0, min(seconds, 1e9))
        let sleeping = Task { try await Task.sleep(for: .milliseconds(Int((clamped * 1000).rounded()))) }
        let (token, finished): (UInt64, WorkLedger.Finished) = parts.withLock { parts in
            let token = parts.schedule.addLive(.init(
                deadline: parts.clock.now().addingTimeInterval(clamped), work: work, timer: timer, isCounted: isCounted,
                cancel: { sleeping.cancel() }))
            return (token, isCounted ? parts.ledger.finish(1) : .nothing)
        }
        run(finished)
        let slept = await withTaskCancellationHandler {
            (try? await sleeping.value) != nil
        } onCancel: {
            sleeping.cancel()
        }
        parts.withLock { parts in
            // Came due: the work goes on as a later answer, which keeps no step busy. A
            // cancelled sleeper was counted busy again when it was cancelled, as on a fixed clock.
            if parts.schedule.removeLive(token) { parts.ledger.update(work) { $0.cameDueLive = true } }
        }
        return slept
    }

    /// Wakes the sleepers `matches` picks with false (cancelled); returns whether there were any.
    @discardableResult
    private func cancelSleepers(where matches: (TimerID?, RunningWork) -> Bool) -> Bool {
        let (fixed, live) = parts.withLock { parts in
            let taken = parts.schedule.take(where: matches)
            // Cancelled work is busy again before it runs, as woken work is.
            parts.ledger.busyAgain(taken.fixed.filter(\.isCounted).count + taken.live.filter(\.isCounted).count)
            return taken
        }
        fixed.forEach { $0.continuation.resume(returning: false) }
        live.forEach { $0.cancel() }
        return !fixed.isEmpty || !live.isEmpty
    }

    // MARK: - Waiting work

    /// The work waiting on the clock, earliest first: what a session that ends now leaves
    /// undone (a timer not yet fired, a gateway that has not answered).
    public var waitingWork: [WaitingWork] {
        parts.withLock { $0.schedule.waiting { _ in true } }
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
        let (skipped, live): ([WaitingWork], [SleeperSchedule.LiveSleeper]) = parts.withLock { parts in
            let skipped = parts.schedule.waiting(matching: matches)
            let taken = parts.schedule.take { timer, _ in matches(timer) }
            for work in taken.fixed.map(\.work) + taken.live.map(\.work) {
                parts.ledger.update(work) { $0.skipped = true }
            }
            // Their continuations are kept, never resumed: the work goes no further.
            taken.fixed.forEach { parts.schedule.forget($0.continuation) }
            return (skipped, taken.live)
        }
        // A live sleeper's real sleep ends now; its work then finds itself skipped.
        live.forEach { $0.cancel() }
        return skipped
    }

    /// Suspends the calling work for good, neither waiting on the clock nor busy.
    private func forget() async -> Bool {
        await withCheckedContinuation { continuation in
            parts.withLock { $0.schedule.forget(continuation) }
        }
    }

    // MARK: - Simulated gateways

    /// Puts a simulated gateway in a mode, e.g. `offline`; see `GatewayDescription`.
    public func setGatewayMode(_ mode: String, of gateway: String) {
        parts.withLock { $0.gatewayModes[gateway] = mode }
    }

    /// The mode a script put the gateway in, or nil for its default.
    public func gatewayMode(of gateway: String) -> String? {
        parts.withLock { $0.gatewayModes[gateway] }
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
        let running: RunningWork = parts.withLock { parts in
            // On the live clock, work a later answer starts is later too; on a fixed one only
            // a clock move runs such work, and the move waits for it.
            let isLater = !parts.clock.isFixed && (answeringLater || parent.map { !parts.ledger.isCounted($0) } ?? false)
            return parts.ledger.start(startedBy: startedBy, group: group, isLater: isLater, at: parts.clock.now())
        }
        Task {
            await KhipuEnvironment.$current.withValue(self) {
                await KhipuEnvironment.$runningWork.withValue(running) { await work() }
            }
            let finished: WorkLedger.Finished = parts.withLock { $0.ledger.end(running) ? $0.ledger.finish(1) : .nothing }
            run(finished)
        }
    }

    /// Hands over a follow-up of work started with `perform` (a middleware's answer):
    /// `send` runs as soon as the work is done. On the live clock that is at once. On a
    /// fixed clock it runs when no work runs any more (what is left waits on the clock),
    /// after the follow-ups of work started earlier: so follow-ups that come due at the
    /// same time are sent in the order their work was started, on every run.
    public func deliver(_ send: @escaping @Sendable () -> Void) {
        let work = Self.runningWork
        let origin: FollowUpOrigin = parts.withLock { $0.origin(of: work) }
        let sendMarked: @Sendable () -> Void = { Self.$followUpBeingSent.withValue(origin, operation: send) }
        let held: Bool = parts.withLock { parts in
            parts.clock.isFixed && parts.ledger.hold(.init(work: work?.number ?? parts.ledger.started, send: sendMarked))
        }
        if !held { sendMarked() }
    }

    /// Where a message emitted now comes from when no follow-up is being sent: work whose
    /// wait came due on the live clock (a ticker's tick) emits a later answer, not the
    /// step's; nil for anything else, on a fixed clock always.
    package static var laterWorkEmitting: FollowUpOrigin? {
        guard let work = runningWork else { return nil }
        return current.laterOrigin(of: work)
    }

    private func laterOrigin(of work: RunningWork) -> FollowUpOrigin? {
        parts.withLock { $0.ledger.isCounted(work) ? nil : $0.origin(of: work) }
    }

    /// Runs what the end of some work set off, with the lock released.
    private func run(_ finished: WorkLedger.Finished) {
        switch finished {
        case .nothing:
            return
        case .quiet(let waiters):
            waiters.forEach { $0.resume() }
        case .deliver(let deliveries):
            deliveries.forEach { $0.send() }
            run(parts.withLock { $0.ledger.finish(1) })
        }
    }

    // MARK: - Quiet

    public var isQuiet: Bool {
        parts.withLock { $0.ledger.busy == 0 }
    }

    /// Returns true once no work started with `perform` is running, false when `timeout`
    /// passed first (or the calling task was cancelled).
    public func waitUntilQuiet(timeout: Duration = .seconds(5)) async -> Bool {
        if isQuiet { return true }
        let waiter = parts.withLock { $0.ledger.newWaiter() }
        return await withTaskGroup(of: Bool.self) { group in
            group.addTask {
                await withCheckedContinuation { continuation in
                    let waits = self.parts.withLock { $0.ledger.wait(waiter, continuation) }
                    if !waits { continuation.resume() }
                }
                return true
            }
            group.addTask {
                try? await Task.sleep(for: timeout)
                return false
            }
            let first = await group.next() ?? false
            group.cancelAll()
            // Releases only this waiter: other callers still waiting keep waiting for quiet.
            if !first { self.parts.withLock { $0.ledger.abandon(waiter) }?.resume() }
            return first
        }
    }
}
