import Counter
import Khipu
import Testing

@Suite("CounterChanger")
struct CounterChangerSpec {
    @Test("CounterChanger, newly created, has a counter at zero and no response")
    func newlyCreated() {
        let store = makeStore(), recorder = ResponseRecorder<CounterChanger.Response>()
        _ = CounterChanger(store: store, responder: recorder.record)
        #expect(store.state().counter.value == 0)
        #expect(recorder.responses.isEmpty)
    }

    @Test(
        "CounterChanger, a change it can apply, changes the store and responds changed with the new value",
        arguments: [
            (.increment, 4), (.decrement, 2), (.incrementBy(.value(5)), 8), (.decrementBy(.value(3)), 0),
        ] as [(DeclarativeCounter.Change, UInt)]
    )
    func changes(change: DeclarativeCounter.Change, expected: UInt) throws {
        let store = makeStore(at: 3), recorder = ResponseRecorder<CounterChanger.Response>()
        let changer = CounterChanger(store: store, responder: recorder.record)
        changer.request(to: .change(change))
        #expect(store.state().counter.value == expected)
        let response = try #require(recorder.responses.first)
        guard case let .changed(c, to: v) = response else {
            Issue.record("expected changed, got \(response)")
            return
        }
        #expect(c == change)
        #expect(v == expected)
    }

    @Test(
        "CounterChanger, a change below zero, leaves the store and responds rejected below zero",
        arguments: [.decrement, .decrementBy(.value(1)), .decrementBy(.value(10))] as [DeclarativeCounter.Change]
    )
    func rejectsBelowZero(change: DeclarativeCounter.Change) throws {
        let store = makeStore(), recorder = ResponseRecorder<CounterChanger.Response>()
        let changer = CounterChanger(store: store, responder: recorder.record)
        changer.request(to: .change(change))
        #expect(store.state() == AppState())
        let response = try #require(recorder.responses.first)
        guard case let .rejected(c, because: reason) = response else {
            Issue.record("expected rejected, got \(response)")
            return
        }
        #expect(c == change)
        #expect(reason == .belowZero)
    }

    @Test("CounterChanger, a change past the maximum, leaves the store and responds rejected above maximum")
    func rejectsAboveMaximum() throws {
        let store = makeStore(at: .max), recorder = ResponseRecorder<CounterChanger.Response>()
        let changer = CounterChanger(store: store, responder: recorder.record)
        changer.request(to: .change(.increment))
        #expect(store.state().counter.value == .max)
        let response = try #require(recorder.responses.first)
        guard case .rejected(.increment, because: .aboveMaximum) = response else {
            Issue.record("expected rejected above maximum, got \(response)")
            return
        }
    }
}
