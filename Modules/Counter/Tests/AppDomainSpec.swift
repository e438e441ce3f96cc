import Counter
import Khipu
import Testing

/// The counter domain as a host runs it: outputs are fed back, the state lives in the store.
@Suite("Counter AppDomain")
struct AppDomainSpec {
    func makeHost() -> DomainHost<Message, AppState> {
        DomainHost(definition: CounterDomain.definition, environment: .fixed())
    }

    @Test("AppDomain, newly created, has a counter at zero")
    func newlyCreated() {
        #expect(makeHost().state.counter.value == 0)
    }

    @Test("AppDomain, every command, changes the count and answers with one acknowledgement")
    func everyCommand() throws {
        let host = makeHost()
        let script: [(DeclarativeCounter.Change, UInt)] = [
            (.increment, 1), (.incrementBy(.value(5)), 6), (.decrement, 5), (.decrementBy(.value(2)), 3),
        ]
        for (change, value) in script {
            try host.send(.counter(.cmd(change)))
            #expect(host.takeOutputs() == [.counter(.ack(.changed(by: change, to: value)))])
            #expect(host.state.counter.value == value)
        }
    }

    @Test(
        "AppDomain, decrementing below zero, is rejected and leaves the count",
        arguments: [.decrement, .decrementBy(.value(1)), .decrementBy(.value(.max))] as [DeclarativeCounter.Change]
    )
    func belowZero(change: DeclarativeCounter.Change) throws {
        let host = makeHost()
        try host.send(.counter(.cmd(change)))
        #expect(host.takeOutputs() == [.counter(.ack(.rejected(change, because: .belowZero)))])
        #expect(host.state.counter.value == 0)
        try host.send(.counter(.cmd(.increment)))
        #expect(host.takeOutputs() == [.counter(.ack(.changed(by: .increment, to: 1)))])
    }

    @Test("AppDomain, an acknowledgement sent in, sets nothing off")
    func ackSentIn() throws {
        let host = makeHost()
        try host.send(.counter(.ack(.changed(by: .increment, to: 1))))
        #expect(host.takeOutputs().isEmpty)
        #expect(host.state.counter.value == 0)
    }

    @Test("AppDomain, receivers, get every message before the feature")
    func receiversFirst() {
        let store = makeStore()
        var seen: [(Message, UInt)] = []
        let receiver: Input<Message> = { seen.append(($0, store.state().counter.value)) }
        let app = createAppDomain(store: store, receivers: [receiver], rootHandler: { _ in })
        app(.counter(.cmd(.increment)))
        #expect(seen.map(\.0) == [.counter(.cmd(.increment))])
        #expect(seen.first?.1 == 0)
        #expect(store.state().counter.value == 1)
    }
}
