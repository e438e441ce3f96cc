import Foundation
import Khipu
import KhipuTestSupport
import Testing

@Suite("KhipuEnvironment")
struct KhipuEnvironmentTests {
    // MARK: - Clock

    @Test("a fixed clock stands still at its date")
    func fixedClockStandsStill() {
        let date = Date(timeIntervalSince1970: 1_000_000)
        let environment = KhipuEnvironment.fixed(now: date)
        #expect(environment.isFixed)
        #expect(environment.now() == date)
        #expect(environment.now() == date)
    }

    @Test("the default fixed clock is 2024-06-16T09:00:00Z")
    func defaultFixedDate() throws {
        let expected = try #require(ISO8601DateFormatter().date(from: "2024-06-16T09:00:00Z"))
        #expect(KhipuEnvironment.fixed().now() == expected)
    }

    @Test("setting the clock moves it to the date; advancing moves it forward")
    func setAndAdvance() {
        let environment = KhipuEnvironment.fixed()
        let date = Date(timeIntervalSince1970: 2_000_000)
        environment.setClock(to: date)
        #expect(environment.now() == date)
        environment.advanceClock(by: .seconds(90 * 60))
        #expect(environment.now() == date.addingTimeInterval(5_400))
    }

    @Test("setting a live clock stops it")
    func settingLiveClockStopsIt() {
        let environment = KhipuEnvironment.live()
        #expect(!environment.isFixed)
        let date = Date(timeIntervalSince1970: 3_000_000)
        environment.setClock(to: date)
        #expect(environment.isFixed)
        #expect(environment.now() == date)
    }

    @Test("the live clock is truncated to whole milliseconds")
    func liveClockWholeMilliseconds() {
        let milliseconds = KhipuEnvironment.live().now().timeIntervalSinceReferenceDate * 1000
        #expect(milliseconds == milliseconds.rounded(.down))
    }

    // MARK: - Ids

    @Test("a fixed environment hands out sequential ids")
    func sequentialIDs() {
        let environment = KhipuEnvironment.fixed()
        #expect(environment.newID().uuidString == "00000000-0000-0000-0000-000000000001")
        #expect(environment.newID().uuidString == "00000000-0000-0000-0000-000000000002")
        #expect(environment.newID().uuidString == "00000000-0000-0000-0000-000000000003")
    }

    @Test("sequential ids count in hexadecimal")
    func sequentialIDsAreHexadecimal() {
        let environment = KhipuEnvironment.fixed()
        let ids = (1...16).map { _ in environment.newID().uuidString }
        #expect(ids[9] == "00000000-0000-0000-0000-00000000000A")
        #expect(ids[15] == "00000000-0000-0000-0000-000000000010")
    }

    @Test("a live environment hands out distinct random ids")
    func randomIDs() {
        let environment = KhipuEnvironment.live()
        #expect(environment.newID() != environment.newID())
    }

    // MARK: - Task-local binding

    @Test("a bound environment is current inside its scope only")
    func boundInsideScopeOnly() {
        let environment = KhipuEnvironment.fixed()
        KhipuEnvironment.$current.withValue(environment) {
            #expect(KhipuEnvironment.current === environment)
        }
        #expect(KhipuEnvironment.current !== environment)
    }

    @Test("parallel tasks with their own environments do not meet")
    func parallelTasksAreIsolated() async {
        let sequences = await withTaskGroup(of: [String].self) { group in
            for _ in 0..<8 {
                group.addTask {
                    await KhipuEnvironment.$current.withValue(.fixed()) {
                        var ids: [String] = []
                        for _ in 0..<3 {
                            ids.append(KhipuEnvironment.current.newID().uuidString)
                            await Task.yield()
                        }
                        return ids
                    }
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        let expected = (1...3).map { "00000000-0000-0000-0000-00000000000\($0)" }
        #expect(sequences.count == 8)
        #expect(sequences.allSatisfy { $0 == expected })
    }

    // MARK: - Asynchronous work

    @Test("waitUntilQuiet returns true at once when nothing runs")
    func quietWhenIdle() async {
        let environment = KhipuEnvironment.fixed()
        #expect(environment.isQuiet)
        #expect(await environment.waitUntilQuietInTest())
    }

    @Test("perform runs the work with the environment current; waitUntilQuiet returns true once it is done")
    func performThenQuiet() async {
        let environment = KhipuEnvironment.fixed()
        let seen = Recorder<String>()
        for index in 0..<5 {
            environment.perform {
                await Task.yield()
                seen.record("\(index):\(KhipuEnvironment.current === environment)")
            }
        }

        #expect(await environment.waitUntilQuietInTest())
        #expect(environment.isQuiet)
        #expect(seen.values.sorted() == (0..<5).map { "\($0):true" })
    }

    @Test("waitUntilQuiet returns false when the work outlasts the timeout")
    func timeout() async {
        let environment = KhipuEnvironment.fixed()
        let (gate, opener) = AsyncStream<Void>.makeStream()
        environment.perform {
            for await _ in gate {}
        }

        #expect(await environment.waitUntilQuiet(timeout: .milliseconds(20)) == false)
        #expect(!environment.isQuiet)

        opener.finish()
        #expect(await environment.waitUntilQuietInTest())
    }

    @Test("a waiter that times out does not release another waiter early")
    func timeoutReleasesOnlyItsOwnWaiter() async {
        let environment = KhipuEnvironment.fixed()
        let (gate, opener) = AsyncStream<Void>.makeStream()
        environment.perform {
            for await _ in gate {}
        }

        // Records what the patient waiter answered and whether the work was really done then.
        let patient = Task {
            let answer = await environment.waitUntilQuiet(timeout: .seconds(60))
            return (answer: answer, quiet: environment.isQuiet)
        }
        // Gives the patient waiter time to start waiting; the expectations hold either way.
        try? await Task.sleep(for: .milliseconds(10))
        #expect(await environment.waitUntilQuiet(timeout: .milliseconds(20)) == false)
        // A waiter released by mistake would answer now, while the work is still blocked.
        try? await Task.sleep(for: .milliseconds(50))
        opener.finish()

        let result = await patient.value
        #expect(result.answer)
        #expect(result.quiet)
    }
}
