import Foundation
import Khipu
import Testing

/// What work slept on the clock is what its sleeps asked for, not what they measured: its
/// later answer is due exactly that long after it started, however late it woke.
@Suite("The time work slept")
struct WorkSleptTests {
    /// As a middleware sleeps until a date its state holds (a fast's goal): however late the
    /// work started and its first sleep woke, it is due half a second after it started.
    @Test("a sleep until a date on the live clock sleeps from the work's start, after a sleep that woke late")
    func untilADateCountsFromTheStart() async throws {
        let environment = KhipuEnvironment.live()
        let goal = environment.now().addingTimeInterval(0.5)
        let slept: Duration? = await withCheckedContinuation { continuation in
            environment.perform {
                await environment.sleep(for: .milliseconds(200))
                await environment.sleep(until: goal, timer: "half a second")
                environment.deliver { continuation.resume(returning: KhipuEnvironment.followUpBeingSent?.slept) }
            }
        }
        // The work started within the millisecond the goal was read in, or the next one.
        let total = try #require(slept)
        #expect(total >= .milliseconds(499) && total <= .milliseconds(500), "\(total)")
    }

    @Test("a cancelled sleep leaves what the work slept unknown")
    func cancelledSleepIsUnknown() async {
        let environment = KhipuEnvironment.fixed()
        let slept: Duration?? = await withCheckedContinuation { continuation in
            environment.perform {
                await environment.sleep(for: .seconds(1))
                await environment.sleep(for: .seconds(60), timer: "cancelled")
                environment.deliver { continuation.resume(returning: KhipuEnvironment.followUpBeingSent.map(\.slept)) }
            }
            Task {
                try await environment.stepClock(by: .seconds(1))
                environment.cancelTimer("cancelled")
            }
        }
        #expect(slept == .some(nil))
    }
}
