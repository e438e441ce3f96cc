import Foundation
import Khipu
import Testing
import OvoTimer

/// What `:clock advance` does: the clock steps through each of the ticker's seconds, so
/// the ticks it emits are the ticks a user types, a second apart.
@Suite("OvoTimer on a stepping clock")
struct SteppedClockSpecifications {
    /// A running timer of `seconds`, in a host on its own fixed environment.
    func running(_ seconds: Int) async throws -> (DomainHost<Message, AppState>, KhipuEnvironment) {
        let environment = KhipuEnvironment.fixed()
        let host = makeHost(environment: environment)
        try host.send(command(.wind(to: seconds)))
        try host.send(command(.start))
        #expect(await environment.waitUntilQuiet())
        _ = host.takeOutputs()
        return (host, environment)
    }

    @Test("stepping the clock ticks once a second, each tick taking one second off", arguments: [1, 2, 90, 179, 180, 3600])
    func oneTickASecond(seconds: Int) async throws {
        let (host, environment) = try await running(180)
        try await environment.stepClock(by: .seconds(TimeInterval(seconds)))
        #expect(await environment.waitUntilQuiet())
        let ticks = min(seconds, 180)
        let expected = (1...ticks).flatMap { n in
            [tick, changed(by: .tick, to: n == 180 ? .finished(woundTime: 180) : .running(remainingTime: 180 - n, selectedTime: 180))]
        }
        #expect(host.takeOutputs() == expected)
    }

    @Test("the ticks the stepping clock emitted, sent by hand to a fresh timer, answer the same", arguments: [3, 90, 180, 600])
    func typedTicksAnswerTheSame(seconds: Int) async throws {
        let (stepped, environment) = try await running(180)
        try await environment.stepClock(by: .seconds(TimeInterval(seconds)))
        #expect(await environment.waitUntilQuiet())
        let emitted = stepped.takeOutputs()

        let (typed, typedEnvironment) = try await running(180)
        for message in emitted where message == tick {
            try typed.send(message)
        }
        #expect(await typedEnvironment.waitUntilQuiet())
        #expect(typed.takeOutputs() == emitted.filter { $0 != tick })
        #expect(typed.state.timer == stepped.state.timer)
    }

    @Test("a paused timer does not tick however far the clock steps, and counts on after unpause")
    func pausedThenUnpaused() async throws {
        let (host, environment) = try await running(180)
        try await environment.stepClock(by: .seconds(10))
        try host.send(command(.pause))
        #expect(await environment.waitUntilQuiet())
        _ = host.takeOutputs()
        try await environment.stepClock(by: .seconds(10 * 365 * 86_400))
        #expect(await environment.waitUntilQuiet())
        #expect(host.takeOutputs().isEmpty)
        try host.send(command(.unpause))
        try await environment.stepClock(by: .seconds(3))
        #expect(await environment.waitUntilQuiet())
        #expect(host.state.timer == .running(remainingTime: 167, selectedTime: 180))
    }
}
