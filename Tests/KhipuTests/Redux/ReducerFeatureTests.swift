import Foundation
import Khipu
import KhipuTestSupport
import Testing

/// The reducer feature on its own: it reduces into the store and sends follow-ups to its
/// output; nothing feeds them back.
@Suite("ReducerFeature")
struct ReducerFeatureTests {
    struct Fixture {
        let store = createInMemoryStore { ReducedState(Tally()) }
        let outputs = Recorder<TallyMessage>()
        let environment = KhipuEnvironment.fixed()

        func feature(_ middlewares: [Middleware<Tally, Tally.Action, Void>] = [doublingMiddleware]) -> Input<TallyMessage> {
            createReducerFeature(store: store, middlewares: middlewares, dependencies: (), mapping: tallyMapping, output: outputs.record)
        }

        func send(_ message: TallyMessage, to feature: Input<TallyMessage>) {
            KhipuEnvironment.$current.withValue(environment) { feature(message) }
        }
    }

    @Test("ReducerFeature, action message, is reduced into the store at once")
    func reducesAtOnce() {
        let f = Fixture()
        let feature = f.feature()
        f.send(.act(.add(2)), to: feature)
        f.send(.act(.note("x")), to: feature)
        #expect(f.store.state().state == Tally(total: 2, notes: ["x"]))
    }

    @Test("ReducerFeature, message without an action, changes nothing and starts no work")
    func ignoresOtherMessages() {
        let f = Fixture()
        f.send(.chat("hello"), to: f.feature())
        #expect(f.store.state().state == Tally())
        #expect(f.environment.isQuiet)
    }

    @Test("ReducerFeature, middleware follow-up, goes to the output once the environment is quiet")
    func followUpGoesToOutput() async {
        let f = Fixture()
        let feature = f.feature()
        f.send(.act(.add(3)), to: feature)
        f.send(.act(.requestDouble), to: feature)
        #expect(await f.environment.waitUntilQuietInTest())
        #expect(f.outputs.values == [.act(.add(3))])
        // Nothing fed the follow-up back, so the store did not reduce it.
        #expect(f.store.state().state.total == 3)
    }

    @Test("ReducerFeature, middleware answering nil, outputs nothing")
    func nilAnswerOutputsNothing() async {
        let f = Fixture()
        f.send(.act(.add(1)), to: f.feature())
        #expect(await f.environment.waitUntilQuietInTest())
        #expect(f.outputs.values.isEmpty)
    }

    @Test("ReducerFeature, no middlewares, starts no asynchronous work")
    func noMiddlewaresNoWork() {
        let f = Fixture()
        f.send(.act(.requestDouble), to: f.feature([]))
        #expect(f.environment.isQuiet)
    }

    @Test("ReducerFeature, every middleware, sees the action and the state after it was reduced")
    func middlewaresSeeReducedState() async {
        let f = Fixture()
        let seen = Recorder<String>()
        let spy: Middleware<Tally, Tally.Action, Void> = { tally, action, _ in
            seen.record("\(action) -> \(tally.total)")
            return nil
        }
        f.send(.act(.add(4)), to: f.feature([spy, spy]))
        #expect(await f.environment.waitUntilQuietInTest())
        #expect(seen.values == ["add(4) -> 4", "add(4) -> 4"])
    }

    @Test("ReducerFeature, dependencies, are handed to the middleware")
    func dependenciesAreInjected() async {
        let store = createInMemoryStore { ReducedState(Tally()) }
        let outputs = Recorder<TallyMessage>()
        let environment = KhipuEnvironment.fixed()
        let greeting: Middleware<Tally, Tally.Action, String> = { _, action, dependency in
            action == .requestDouble ? .note(dependency) : nil
        }
        let feature = createReducerFeature(
            store: store, middlewares: [greeting], dependencies: "injected", mapping: tallyMapping, output: outputs.record
        )
        KhipuEnvironment.$current.withValue(environment) { feature(.act(.requestDouble)) }
        #expect(await environment.waitUntilQuietInTest())
        #expect(outputs.values == [.act(.note("injected"))])
    }
}
