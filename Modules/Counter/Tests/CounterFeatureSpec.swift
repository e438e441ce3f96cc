import Counter
import Khipu
import Testing

@Suite("CounterFeature")
struct CounterFeatureSpec {
    @Test(
        "CounterFeature, command, changes the counter and acknowledges changed",
        arguments: [
            (.increment, 3), (.decrement, 1), (.incrementBy(.value(5)), 7), (.decrementBy(.value(2)), 0),
        ] as [(DeclarativeCounter.Change, UInt)]
    )
    func command(change: DeclarativeCounter.Change, expected: UInt) {
        let store = makeStore(at: 2), recorder = Recorder()
        let feature = createCounterFeature(store: store, output: recorder.record)
        feature(.counter(.cmd(change)))
        #expect(store.state().counter.value == expected)
        #expect(recorder.messages == [.counter(.ack(.changed(by: change, to: expected)))])
    }

    @Test("CounterFeature, decrement below zero, acknowledges rejected and keeps the count")
    func decrementBelowZero() {
        let store = makeStore(at: 1), recorder = Recorder()
        let feature = createCounterFeature(store: store, output: recorder.record)
        feature(.counter(.cmd(.decrementBy(.value(2)))))
        #expect(store.state().counter.value == 1)
        #expect(recorder.messages == [.counter(.ack(.rejected(.decrementBy(.value(2)), because: .belowZero)))])
    }

    @Test(
        "CounterFeature, acknowledgement, is ignored",
        arguments: [.changed(by: .increment, to: 1), .rejected(.decrement, because: .belowZero)] as [Message.Counter.ACK]
    )
    func ignoresAcks(ack: Message.Counter.ACK) {
        let store = makeStore(at: 2), recorder = Recorder()
        let feature = createCounterFeature(store: store, output: recorder.record)
        feature(.counter(.ack(ack)))
        #expect(store.state().counter.value == 2)
        #expect(recorder.messages.isEmpty)
    }
}
