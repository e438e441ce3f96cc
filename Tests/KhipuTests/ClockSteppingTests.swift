import Foundation
import Khipu
import KhipuTestSupport
import Testing

/// `stepClock` lets each wake-up happen at its own time, earliest first, as if the time
/// passed; `advanceClock` jumps.
@Suite("KhipuEnvironment stepping the clock")
struct ClockSteppingTests {
    /// The times, in seconds since the environment's start, at which work woke.
    final class WakeLog: @unchecked Sendable {
        private let lock = NSLock()
        private var entries: [(name: String, at: TimeInterval)] = []

        func note(_ name: String, at seconds: TimeInterval) { lock.withLock { entries.append((name, seconds)) } }
        var names: [String] { lock.withLock { entries.map(\.name) } }
        var times: [TimeInterval] { lock.withLock { entries.map(\.at) } }
    }

    let start = Date(timeIntervalSince1970: 1_718_528_400)

    /// Starts work that sleeps `interval` seconds `times` times, noting each wake-up.
    func ticker(_ name: String, every interval: TimeInterval, times: Int, in environment: KhipuEnvironment, log: WakeLog) {
        let start = start
        environment.perform {
            for _ in 0..<times {
                await environment.sleep(for: .seconds(interval))
                log.note(name, at: environment.now().timeIntervalSince(start))
            }
        }
    }

    /// A fixed environment at `start` with one ticker asleep, and the log of its wake-ups.
    func ticking(every interval: TimeInterval, times: Int = .max) async -> (KhipuEnvironment, WakeLog) {
        let environment = KhipuEnvironment.fixed(now: start)
        let log = WakeLog()
        ticker("tick", every: interval, times: times, in: environment, log: log)
        #expect(await environment.waitUntilQuietInTest())
        return (environment, log)
    }

    @Test("a timer sleeping a second at a time wakes once each second, at that second", arguments: [1, 2, 90, 600])
    func everySecond(seconds: Int) async throws {
        let (environment, log) = await ticking(every: 1)
        let wakeUps = try await environment.stepClock(by: .seconds(TimeInterval(seconds)))
        #expect(wakeUps == seconds)
        #expect(log.times == (1...seconds).map(TimeInterval.init))
        #expect(environment.now() == start.addingTimeInterval(TimeInterval(seconds)))
    }

    @Test("sleepers wake earliest first, each at its own deadline, however they were started")
    func earliestFirst() async throws {
        let environment = KhipuEnvironment.fixed(now: start)
        let log = WakeLog()
        ticker("slow", every: 3, times: 3, in: environment, log: log)
        ticker("fast", every: 2, times: 4, in: environment, log: log)
        ticker("once", every: 5, times: 1, in: environment, log: log)
        #expect(await environment.waitUntilQuietInTest())
        try await environment.stepClock(by: .seconds(10))
        #expect(log.times == [2, 3, 4, 5, 6, 6, 8, 9])
        #expect(log.names.prefix(4) == ["fast", "slow", "fast", "once"])
        #expect(Set(log.names[4...5]) == ["fast", "slow"])
        #expect(log.names.suffix(2) == ["fast", "slow"])
        #expect(environment.now() == start.addingTimeInterval(10))
    }

    @Test("jumping the clock wakes a timer once, at the new time; stepping wakes it at each deadline")
    func jumpVersusStep() async throws {
        let (jumped, jumpLog) = await ticking(every: 1)
        jumped.advanceClock(by: .seconds(5))
        #expect(await jumped.waitUntilQuietInTest())
        #expect(jumpLog.times == [5])

        let (stepped, stepLog) = await ticking(every: 1)
        try await stepped.stepClock(by: .seconds(5))
        #expect(stepLog.times == [1, 2, 3, 4, 5])
    }

    @Test("with nothing asleep the clock goes straight to the date; a date in the past only sets it back")
    func nothingAsleep() async throws {
        let environment = KhipuEnvironment.fixed(now: start)
        #expect(try await environment.stepClock(by: .seconds(3600)) == 0)
        #expect(environment.now() == start.addingTimeInterval(3600))
        let log = WakeLog()
        ticker("tick", every: 1, times: .max, in: environment, log: log)
        #expect(await environment.waitUntilQuietInTest())
        #expect(try await environment.stepClock(to: start) == 0)
        #expect(environment.now() == start)
        #expect(log.times.isEmpty)
    }

    @Test("a timer that stops on the way lets the clock reach a date years ahead at once")
    func stoppingTimerThenYears() async throws {
        let (environment, log) = await ticking(every: 1, times: 180)
        let tenYears: TimeInterval = 10 * 365 * 86_400
        #expect(try await environment.stepClock(by: .seconds(tenYears)) == 180)
        #expect(log.times.count == 180)
        #expect(environment.now() == start.addingTimeInterval(tenYears))
    }

    @Test("a timer that would wake more often than the limit stops the clock at the last wake-up, with an error")
    func wakeUpLimit() async throws {
        let (environment, log) = await ticking(every: 1)
        let target = start.addingTimeInterval(10 * 365 * 86_400)
        await #expect(throws: ClockStepError.tooManyWakeUps(limit: 50, stoppedAt: start.addingTimeInterval(50), target: target)) {
            try await environment.stepClock(to: target, wakeUpLimit: 50)
        }
        #expect(log.times == (1...50).map(TimeInterval.init))
        #expect(environment.now() == start.addingTimeInterval(50))
        let error = ClockStepError.tooManyWakeUps(limit: 50, stoppedAt: start.addingTimeInterval(50), target: target)
        #expect(error.description.contains("woke 50 times on the way to 2034-06-14T09:00:00Z"))
        #expect(error.description.contains("the clock stopped at 2024-06-16T09:00:50Z"))
        // Moving on again goes on from there.
        try await environment.stepClock(by: .seconds(10), wakeUpLimit: 50)
        #expect(log.times.last == 60)
    }

    @Test("work still busy after a wake-up stops the clock there, with an error")
    func busyAfterWakeUp() async throws {
        let environment = KhipuEnvironment.fixed(now: start)
        let release = AsyncStream<Void>.makeStream()
        environment.perform {
            await environment.sleep(for: .seconds(1))
            for await _ in release.stream { break }  // Busy until released.
        }
        #expect(await environment.waitUntilQuietInTest())
        await #expect(throws: ClockStepError.self) {
            try await environment.stepClock(by: .seconds(10), quietTimeout: .milliseconds(20))
        }
        #expect(environment.now() == start.addingTimeInterval(1))
        release.continuation.yield()
        #expect(await environment.waitUntilQuietInTest())
    }

    @Test("a move cancelled on the way (Ctrl-C) stops the clock at the last wake-up, with an error")
    func cancelled() async throws {
        let environment = KhipuEnvironment.fixed(now: start)
        let mover = MoverBox()
        environment.perform {
            for second in 1... {
                await environment.sleep(for: .seconds(1))
                if second == 5 { mover.task?.cancel() }
            }
        }
        #expect(await environment.waitUntilQuietInTest())
        let ready = AsyncStream<Void>.makeStream()
        let task = Task {
            for await _ in ready.stream { break }  // Moves once the woken work can cancel it.
            return try await environment.stepClock(by: .seconds(3600))
        }
        mover.task = task
        ready.continuation.yield()
        await #expect(throws: ClockStepError.cancelled(at: start.addingTimeInterval(5), target: start.addingTimeInterval(3600))) {
            try await task.value
        }
        #expect(environment.now() == start.addingTimeInterval(5))
    }

    /// Lets the woken work cancel the task that moves the clock.
    final class MoverBox: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: Task<Int, any Error>?
        var task: Task<Int, any Error>? {
            get { lock.withLock { stored } }
            set { lock.withLock { stored = newValue } }
        }
    }

    @Test("stepping a live clock stops it first")
    func liveClock() async throws {
        let environment = KhipuEnvironment.live()
        let before = environment.now()
        try await environment.stepClock(by: .seconds(60))
        #expect(environment.isFixed)
        #expect(environment.now() >= before.addingTimeInterval(60))
    }
}
