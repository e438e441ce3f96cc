import Foundation
import Khipu
import KhipuTestSupport
import Testing
import OvoTimer

/// The whole domain in a `DomainHost` with a fixed clock, as the `khipu` tool runs it:
/// commands answer with acknowledgements, and a running timer ticks when the clock moves.
@Suite("OvoTimer app domain")
struct AppDomainSpecifications {
    let environment = KhipuEnvironment.fixed()

    /// Moves the clock and returns what the domain emitted until it was quiet again.
    func advance(_ host: DomainHost<Message, AppState>, by seconds: TimeInterval) async -> [Message] {
        _ = host.takeOutputs()
        environment.advanceClock(by: .seconds(seconds))
        #expect(await environment.waitUntilQuiet())
        return host.takeOutputs()
    }

    /// Sends a command and returns what the domain emitted until it was quiet again (a
    /// ticker it started is then asleep, waiting for the clock), as a script's dispatch does.
    func send(_ host: DomainHost<Message, AppState>, _ c: Message.OvoTimer.CMD) async throws -> [Message] {
        _ = host.takeOutputs()
        try host.send(command(c))
        #expect(await environment.waitUntilQuiet())
        return host.takeOutputs()
    }

    @Test("OvoTimer, new install, shows the intro and says nothing")
    func newInstall() {
        let host = makeHost(environment: environment)
        #expect(host.state == AppState())
        #expect(host.takeOutputs().isEmpty)
    }

    @Test("OvoTimer, every transition from every state, answers changed or notAllowed", arguments: transitionTable)
    func everyCell(_ cell: TransitionCase) async throws {
        let host = makeHost(environment: environment)
        for transition in commands(into: cell.state) {
            try host.send(.ovotimer(.cmd(command(for: transition))))
        }
        #expect(host.state.timer == cell.state)
        let before = host.state
        let outputs = try await send(host, command(for: cell.transition))
        if let expected = cell.expected {
            #expect(outputs == [changed(by: cell.transition, to: expected)])
            #expect(host.state.timer == expected)
        } else {
            #expect(outputs == [notAllowed(cell.transition, in: cell.state)])
            #expect(host.state == before)
        }
    }

    @Test("OvoTimer, wind and start, acknowledge each with the new state")
    func windAndStart() async throws {
        let host = makeHost(environment: environment)
        #expect(try await send(host, .wind(to: 180)) == [changed(by: .wind(to: 180), to: .winding(selectedTime: 180))])
        #expect(try await send(host, .start) == [changed(by: .start, to: .running(remainingTime: 180, selectedTime: 180))])
    }

    @Test("OvoTimer, running, ticks once when a second passes")
    func ticksEverySecond() async throws {
        let host = makeHost(environment: environment)
        _ = try await send(host, .wind(to: 180))
        _ = try await send(host, .start)
        #expect(await advance(host, by: 1) == [tick, changed(by: .tick, to: .running(remainingTime: 179, selectedTime: 180))])
        #expect(await advance(host, by: 1) == [tick, changed(by: .tick, to: .running(remainingTime: 178, selectedTime: 180))])
    }

    @Test("OvoTimer, running, does not tick before a whole second passed")
    func noTickWithinASecond() async throws {
        let host = makeHost(environment: environment)
        _ = try await send(host, .wind(to: 180))
        _ = try await send(host, .start)
        #expect(await advance(host, by: 0.5).isEmpty)
        #expect(await advance(host, by: 0.5) == [tick, changed(by: .tick, to: .running(remainingTime: 179, selectedTime: 180))])
    }

    @Test("OvoTimer, a long jump of the clock, ticks once to what the clock says")
    func longJump() async throws {
        let host = makeHost(environment: environment)
        _ = try await send(host, .wind(to: 180))
        _ = try await send(host, .start)
        #expect(await advance(host, by: 90) == [tick, changed(by: .tick, to: .running(remainingTime: 90, selectedTime: 180))])
        #expect(host.state.endsAt == at(180))
    }

    @Test("OvoTimer, the clock passes the end, finishes and stops ticking")
    func finishes() async throws {
        let host = makeHost(environment: environment)
        _ = try await send(host, .wind(to: 180))
        _ = try await send(host, .start)
        #expect(await advance(host, by: 179) == [tick, changed(by: .tick, to: .running(remainingTime: 1, selectedTime: 180))])
        #expect(await advance(host, by: 3600) == [tick, changed(by: .tick, to: .finished(woundTime: 180))])
        #expect(await advance(host, by: 3600).isEmpty)
        #expect(host.state.timer == .finished(woundTime: 180))
    }

    @Test("OvoTimer, paused, stops ticking; unpaused, counts on from where it was")
    func pauseAndUnpause() async throws {
        let host = makeHost(environment: environment)
        _ = try await send(host, .wind(to: 180))
        _ = try await send(host, .start)
        _ = await advance(host, by: 30)
        #expect(try await send(host, .pause) == [changed(by: .pause, to: .paused(remainingTime: 150, selectedTime: 180))])
        #expect(await advance(host, by: 600).isEmpty)
        #expect(try await send(host, .unpause) == [changed(by: .unpause, to: .running(remainingTime: 150, selectedTime: 180))])
        #expect(await advance(host, by: 50) == [tick, changed(by: .tick, to: .running(remainingTime: 100, selectedTime: 180))])
    }

    @Test("OvoTimer, paused and unpaused at once, ticks once a second, not twice")
    func pauseUnpauseAtOnce() async throws {
        let host = makeHost(environment: environment)
        _ = try await send(host, .wind(to: 180))
        _ = try await send(host, .start)
        _ = try await send(host, .pause)
        _ = try await send(host, .unpause)
        #expect(await advance(host, by: 1) == [tick, changed(by: .tick, to: .running(remainingTime: 179, selectedTime: 180))])
    }

    @Test("OvoTimer, wound while running, stops ticking")
    func windStopsTicking() async throws {
        let host = makeHost(environment: environment)
        _ = try await send(host, .wind(to: 180))
        _ = try await send(host, .start)
        _ = try await send(host, .wind(to: 60))
        #expect(await advance(host, by: 10).isEmpty)
        #expect(host.state.timer == .winding(selectedTime: 60))
    }

    @Test("OvoTimer, reset while running, stops ticking")
    func resetStopsTicking() async throws {
        let host = makeHost(environment: environment)
        _ = try await send(host, .wind(to: 180))
        _ = try await send(host, .start)
        host.reset()
        #expect(await advance(host, by: 10).isEmpty)
        #expect(host.state == AppState())
    }

    @Test("OvoTimer, restarted after finishing, ticks again")
    func restartTicks() async throws {
        let host = makeHost(environment: environment)
        _ = try await send(host, .wind(to: 10))
        _ = try await send(host, .start)
        _ = await advance(host, by: 10)
        #expect(try await send(host, .restart) == [changed(by: .restart, to: .running(remainingTime: 10, selectedTime: 10))])
        #expect(await advance(host, by: 4) == [tick, changed(by: .tick, to: .running(remainingTime: 6, selectedTime: 10))])
    }

    @Test("OvoTimer, a tick by hand while running, counts down a second and keeps the ticker in step")
    func tickByHand() async throws {
        let host = makeHost(environment: environment)
        _ = try await send(host, .wind(to: 10))
        _ = try await send(host, .start)
        #expect(try await send(host, .tick) == [changed(by: .tick, to: .running(remainingTime: 9, selectedTime: 10))])
        #expect(await advance(host, by: 1) == [tick, changed(by: .tick, to: .running(remainingTime: 8, selectedTime: 10))])
    }

    @Test("OvoTimer, a tick by hand while not running, is not allowed")
    func tickNotRunning() async throws {
        let host = makeHost(environment: environment)
        #expect(try await send(host, .tick) == [notAllowed(.tick, in: .intro)])
    }

    @Test("OvoTimer, restore command, boots from the stored values and ticks a restored running timer")
    func restoreCommand() async throws {
        let host = makeHost(environment: environment)
        let stored = StoredTimer(storedAt: at(-60), woundTime: 180, endDate: at(120))
        #expect(try await send(host, .restore(from: stored)) == [.ovotimer(.ack(.restored(to: .running(remainingTime: 120, selectedTime: 180))))])
        #expect(await advance(host, by: 20) == [tick, changed(by: .tick, to: .running(remainingTime: 100, selectedTime: 180))])
        #expect(try await send(host, .restore(from: nil)) == [.ovotimer(.ack(.restored(to: .intro)))])
        #expect(await advance(host, by: 20).isEmpty)
    }

    @Test("OvoTimer, booting from a stored running timer, restores it with the time left and ticks")
    func bootRunning() async throws {
        let saved = within(environment) { AppState().alter(.wind(to: 180), .start) }
        environment.advanceClock(by: .seconds(60))
        let host = makeHost(from: saved, environment: environment)
        #expect(await environment.waitUntilQuiet())
        #expect(host.takeOutputs() == [.ovotimer(.ack(.restored(to: .running(remainingTime: 120, selectedTime: 180))))])
        #expect(await advance(host, by: 120) == [tick, changed(by: .tick, to: .finished(woundTime: 180))])
    }

    @Test("OvoTimer, booting from a state stored long ago, shows the intro")
    func bootStale() {
        let saved = within(environment) { AppState().alter(.wind(to: 180), .start, .pause) }
        environment.advanceClock(by: .seconds(TimerState.staleAfter + 1))
        let host = makeHost(from: saved, environment: environment)
        #expect(host.takeOutputs() == [.ovotimer(.ack(.restored(to: .intro)))])
        #expect(host.state.timer == .intro)
    }

    @Test("OvoTimer, quit and launched again on a file store, goes on where it was")
    func relaunchFromFile() async throws {
        let directory = try TemporaryDirectory()
        let file = directory.url.appendingPathComponent("ovotimer.json")
        let definition = OvoTimerDomain.definition
        do {
            let first = DomainHost(
                definition: definition,
                storeHandle: try createFileStoreHandle(at: file, initial: definition.initialState),
                environment: environment
            )
            _ = try await send(first, .wind(to: 300))
            _ = try await send(first, .start)
            first.storeHandle.close()  // Quitting lets go of the store (one writer at a time).
        }
        environment.advanceClock(by: .seconds(100))
        let second = DomainHost(
            definition: definition,
            storeHandle: try createFileStoreHandle(at: file, initial: definition.initialState),
            environment: environment
        )
        #expect(second.takeOutputs() == [.ovotimer(.ack(.restored(to: .running(remainingTime: 200, selectedTime: 300))))])
        #expect(try await send(second, .pause) == [changed(by: .pause, to: .paused(remainingTime: 200, selectedTime: 300))])
        environment.advanceClock(by: .seconds(3600))
        second.storeHandle.close()
        let third = DomainHost(
            definition: definition,
            storeHandle: try createFileStoreHandle(at: file, initial: definition.initialState),
            environment: environment
        )
        #expect(third.state.timer == .paused(remainingTime: 200, selectedTime: 300))
    }
}

/// The command that asks for a timer transition.
func command(for t: TimerState.Change) -> Message.OvoTimer.CMD {
    switch t {
    case let .wind(to: s): .wind(to: s)
    case .start:           .start
    case .restart:         .restart
    case .pause:           .pause
    case .unpause:         .unpause
    case .tick:            .tick
    }
}
