import Foundation
import Khipu
import KhipuTestSupport
import Testing

/// A reducer domain made by `AppDomainDefinition(…middlewares:dependencies:mapping:)`,
/// run by a `DomainHost` that feeds the middlewares' follow-ups back, as the `khipu` tool does.
@Suite("Reducer domain")
struct ReducerDomainTests {
    @Test("Reducer domain, definition, keeps name, summary and gateways and wraps the initial state")
    func definition() {
        let gateway = GatewayDescription(name: "probe", summary: "a test gateway", modes: [(name: "working", summary: "works")])
        let definition = makeTallyDefinition(gateways: [gateway])
        #expect(definition.name == "tally")
        #expect(definition.summary == "a reducer over a running total, for tests")
        #expect(definition.gateways.map(\.name) == ["probe"])
        #expect(definition.initialState() == ReducedState(Tally()))
    }

    @Test("Reducer domain, dispatch, reduces the action and outputs nothing by itself")
    func dispatchReduces() throws {
        let host = DomainHost(definition: makeTallyDefinition(), environment: .fixed())
        try host.send(.act(.add(2)))
        #expect(host.state.state.total == 2)
        #expect(host.takeOutputs().isEmpty)
    }

    @Test("Reducer domain, follow-up action, is output and reduced before the environment is quiet")
    func followUpIsDispatchedBack() async throws {
        let environment = KhipuEnvironment.fixed()
        let host = DomainHost(definition: makeTallyDefinition(), environment: environment)
        try host.send(.act(.add(3)))
        try host.send(.act(.requestDouble))
        #expect(await environment.waitUntilQuiet(timeout: .seconds(60)))
        #expect(host.takeOutputs() == [.act(.add(3))])
        #expect(host.state.state.total == 6)
    }

    @Test("Reducer domain, follow-up of a follow-up, is dispatched back in turn")
    func chainOfFollowUps() async throws {
        let noting: Middleware<Tally, Tally.Action, Void> = { _, action, _ in
            if case .add(let amount) = action { .note("added \(amount)") } else { nil }
        }
        let environment = KhipuEnvironment.fixed()
        let host = DomainHost(definition: makeTallyDefinition(middlewares: [doublingMiddleware, noting]), environment: environment)
        try host.send(.act(.add(3)))
        #expect(await environment.waitUntilQuiet(timeout: .seconds(60)))
        _ = host.takeOutputs()

        try host.send(.act(.requestDouble))
        #expect(await environment.waitUntilQuiet(timeout: .seconds(60)))

        #expect(host.takeOutputs() == [.act(.add(3)), .act(.note("added 3"))])
        #expect(host.state.state == Tally(total: 6, notes: ["added 3", "added 3"]))
    }

    @Test("Reducer domain, receivers, hear the dispatched action and then its follow-up")
    func receiversHearFollowUps() async throws {
        let environment = KhipuEnvironment.fixed()
        let heard = Recorder<TallyMessage>()
        let host = DomainHost(definition: makeTallyDefinition(), receivers: [heard.record], environment: environment)
        try host.send(.act(.add(1)))
        try host.send(.act(.requestDouble))
        #expect(await environment.waitUntilQuiet(timeout: .seconds(60)))
        #expect(heard.values == [.act(.add(1)), .act(.requestDouble), .act(.add(1))])
    }

    @Test("Reducer domain, follow-ups of several middlewares, come out in middleware order")
    func followUpsInMiddlewareOrder() async throws {
        let gate = Gate()
        // The first middleware can only finish after the second one ran.
        let first: Middleware<Tally, Tally.Action, Void> = { _, action, _ in
            guard action == .requestDouble else { return nil }
            await gate.wait()
            return .note("first")
        }
        let second: Middleware<Tally, Tally.Action, Void> = { _, action, _ in
            guard action == .requestDouble else { return nil }
            await gate.open()
            return .note("second")
        }
        let environment = KhipuEnvironment.fixed()
        let host = DomainHost(definition: makeTallyDefinition(middlewares: [first, second]), environment: environment)
        try host.send(.act(.requestDouble))
        #expect(await environment.waitUntilQuiet(timeout: .seconds(60)))
        #expect(host.takeOutputs() == [.act(.note("first")), .act(.note("second"))])
        #expect(host.state.state.notes == ["first", "second"])
    }

    @Test("Reducer domain, middlewares, run in the host's environment", arguments: [1, 2])
    func middlewaresSeeHostEnvironment(count: Int) async throws {
        let probe: Middleware<Tally, Tally.Action, Void> = { _, action, _ in
            action == .requestDouble ? .note(KhipuEnvironment.current.gatewayMode(of: "probe") ?? "default") : nil
        }
        let environment = KhipuEnvironment.fixed()
        environment.setGatewayMode("failing", of: "probe")
        let host = DomainHost(definition: makeTallyDefinition(middlewares: Array(repeating: probe, count: count)), environment: environment)
        try host.send(.act(.requestDouble))
        #expect(await environment.waitUntilQuiet(timeout: .seconds(60)))
        #expect(host.state.state.notes == Array(repeating: "failing", count: count))
    }

    @Test("Reducer domain, file store, persists the plain state and reads it back")
    func persistsThroughFileStore() async throws {
        let directory = try TemporaryDirectory()
        let file = directory.url.appendingPathComponent("tally.json")
        let definition = makeTallyDefinition()
        let environment = KhipuEnvironment.fixed()
        let handle = try createFileStoreHandle(at: file, initial: definition.initialState)
        let host = DomainHost(definition: definition, storeHandle: handle, environment: environment)
        try host.send(.act(.add(5)))
        try host.send(.act(.requestDouble))
        #expect(await environment.waitUntilQuiet(timeout: .seconds(60)))

        handle.close()  // One writer at a time: the store is opened again below.
        let reopened = try createFileStoreHandle(at: file, initial: definition.initialState)
        #expect(reopened.state == ReducedState(Tally(total: 10)))
    }

    @Test("Reducer domain, replacing the state (undo), then reducing, starts from the replaced state")
    func replaceStateThenReduce() throws {
        let host = DomainHost(definition: makeTallyDefinition(), environment: .fixed())
        try host.send(.act(.add(5)))
        host.replaceState(with: ReducedState(Tally(total: 1)))
        try host.send(.act(.add(1)))
        #expect(host.state.state.total == 2)
    }

    @Test("Reducer domain, reset, goes back to the initial state")
    func reset() throws {
        let host = DomainHost(definition: makeTallyDefinition(), environment: .fixed())
        try host.send(.act(.add(5)))
        host.reset()
        #expect(host.state == ReducedState(Tally()))
    }
}
