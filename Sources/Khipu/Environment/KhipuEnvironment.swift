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
    private var sleepers: [Sleeper] = []
    private var gatewayModes: [String: String] = [:]

    private struct Sleeper {
        let deadline: Date
        let continuation: CheckedContinuation<Void, Never>
    }

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
    public func advanceClock(by seconds: TimeInterval) {
        setClock(to: now().addingTimeInterval(seconds))
    }

    /// The most wake-ups one `stepClock` lets happen: a day of a timer ticking every
    /// second, with room to spare.
    public static let wakeUpLimit = 100_000

    /// Moves a fixed clock forward by `seconds` one wake-up at a time, as `stepClock(to:)`.
    @discardableResult
    public func stepClock(
        by seconds: TimeInterval, wakeUpLimit: Int = wakeUpLimit, quietTimeout: Duration = .seconds(5)
    ) async throws(ClockStepError) -> Int {
        try await stepClock(to: now().addingTimeInterval(seconds), wakeUpLimit: wakeUpLimit, quietTimeout: quietTimeout)
    }

    /// Moves the clock to `date` through every wake-up on the way, in order, as if the
    /// time passed: it sets the clock to the earliest sleeper's deadline, wakes the work
    /// sleeping until then, waits until the domain is quiet (so that the woken work can
    /// sleep again, e.g. until the next second), and repeats until no sleeper is due by
    /// `date`; then the clock stands at `date`. A timer ticking every second thus ticks 90
    /// times in `stepClock(by: 90)`, each tick a second after the one before, as ticks sent
    /// by hand one a second would. Returns the number of wake-ups.
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
                return .wake(takeSleepersLocked(upTo: wakeAt))
            }
            switch step {
            case .reached:
                return wakeUps
            case .stopped(let time):
                throw .tooManyWakeUps(limit: wakeUpLimit, stoppedAt: time, target: date)
            case .wake(let due):
                wakeUps += 1
                due.forEach { $0.continuation.resume() }
            }
        }
    }

    /// One turn of `stepClock`: the sleepers to wake, or the end of the move.
    private enum ClockStep {
        case wake([Sleeper])
        case reached
        case stopped(at: Date)
    }

    // MARK: - Time passing

    /// Suspends work started with `perform` for `seconds` of this environment's clock.
    ///
    /// On the live clock it sleeps for real. On a fixed clock it waits until the clock is
    /// set or advanced past the deadline, and while it waits it does not keep the domain
    /// busy: a ticking timer lets `waitUntilQuiet` return, and `stepClock(by:)` (what
    /// `:clock advance 90m` does) wakes it at its deadline, each time it sleeps again on the
    /// way. Call it only from work started with `perform`.
    public func sleep(for seconds: TimeInterval) async {
        guard isFixed else {
            // A real sleep does not keep the domain busy either: the REPL prompts meanwhile.
            releaseQuietWaiters(afterFinishing: 1)
            try? await Task.sleep(for: .milliseconds(Int((max(0, min(seconds, 1e9)) * 1000).rounded())))
            lock.withLock { pendingWork += 1 }
            return
        }
        let deadline = now().addingTimeInterval(seconds)
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let waiters: [CheckedContinuation<Void, Never>] = lock.withLock {
                sleepers.append(Sleeper(deadline: deadline, continuation: continuation))
                sleepers.sort { $0.deadline < $1.deadline }
                return finishWorkLocked(1)
            }
            waiters.forEach { $0.resume() }
        }
    }

    private func releaseQuietWaiters(afterFinishing count: Int) {
        lock.withLock { finishWorkLocked(count) }.forEach { $0.resume() }
    }

    /// Counts `count` pieces of work as done; returns the waiters to release if that made
    /// the domain quiet. Call with the lock held.
    private func finishWorkLocked(_ count: Int) -> [CheckedContinuation<Void, Never>] {
        pendingWork -= count
        guard pendingWork == 0 else { return [] }
        defer { quietWaiters = [:] }
        return Array(quietWaiters.values)
    }

    private func wakeSleepers(upTo date: Date) {
        lock.withLock { takeSleepersLocked(upTo: date) }.forEach { $0.continuation.resume() }
    }

    /// Takes the sleepers due by `date` off the list, for the caller to resume once the
    /// lock is released. Call with the lock held.
    private func takeSleepersLocked(upTo date: Date) -> [Sleeper] {
        let due = sleepers.prefix { $0.deadline <= date }
        sleepers.removeFirst(due.count)
        // Woken work is busy again before it runs, so a host waiting for quiet waits for it.
        pendingWork += due.count
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
        lock.withLock { pendingWork += 1 }
        Task {
            await KhipuEnvironment.$current.withValue(self) { await work() }
            self.finishWork()
        }
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
