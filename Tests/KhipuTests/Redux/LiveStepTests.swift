import Foundation
import Khipu
import KhipuTestSupport
import Testing

/// A step ends when all of its work is done or waiting on the clock, on the live clock as
/// on the fixed one: work whose wait came due is a later answer, which no step waits for.
@Suite("A step on the live clock")
struct LiveStepTests {
    @Test("A step on the live clock, ends when its own work is done, though work that woke meanwhile still runs")
    func wokenWorkIsNotTheSteps() async throws {
        let environment = KhipuEnvironment.live()
        let laterAnswered = AsyncStream<Void>.makeStream()
        let stepMayFinish = Gate()
        let wokenMayFinish = Gate()
        let delivered = Recorder<String>()
        environment.perform {
            await environment.sleep(for: .milliseconds(1))
            environment.deliver { delivered.record("later") }
            laterAnswered.continuation.yield()
            await wokenMayFinish.wait()
        }
        environment.perform {
            await stepMayFinish.wait()
            environment.deliver { delivered.record("answer") }
        }
        for await _ in laterAnswered.stream { break }
        await stepMayFinish.open()
        // Bounded only so that a step that waits for the woken work fails instead of hanging.
        #expect(await environment.waitUntilQuietInTest())
        #expect(delivered.values == ["later", "answer"])
        await wokenMayFinish.open()
    }

    @Test("A step on the live clock, waits for work whose timer was cancelled, as on a fixed clock")
    func cancelledWorkIsTheSteps() async throws {
        let environment = KhipuEnvironment.live()
        let asleep = AsyncStream<Void>.makeStream()
        let mayFinish = Gate()
        let finished = Recorder<Bool>()
        environment.perform {
            asleep.continuation.yield()
            let woke = await environment.sleep(for: .seconds(3600), timer: "t")
            await mayFinish.wait()
            finished.record(woke)
        }
        for await _ in asleep.stream { break }
        #expect(await environment.waitUntilQuietInTest())
        #expect(environment.cancelTimer("t"))
        #expect(!environment.isQuiet)
        await mayFinish.open()
        #expect(await environment.waitUntilQuietInTest())
        #expect(finished.values == [false])
    }
}
