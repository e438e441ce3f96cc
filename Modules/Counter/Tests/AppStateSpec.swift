import Counter
import Foundation
import Testing

@Suite("AppState")
struct AppStateSpec {
    @Test("AppState, newly created, has a counter at zero")
    func newlyCreated() {
        #expect(AppState().counter == DeclarativeCounter())
    }

    @Test(
        "AppState, counter change, is passed on to the counter",
        arguments: [.increment, .decrement, .incrementBy(.value(4)), .decrementBy(.value(2))] as [DeclarativeCounter.Change]
    )
    func passesOn(change: DeclarativeCounter.Change) {
        let state = AppState().alter(.counter(.incrementBy(.value(10))))
        #expect(state.alter(.counter(change)).counter == state.counter.alter(change))
    }

    @Test("AppState, counter change below zero, changes nothing")
    func belowZero() {
        #expect(AppState().alter(.counter(.decrement)) == AppState())
    }

    @Test("AppState, several changes, are applied in order")
    func several() {
        #expect(AppState().alter(.counter(.increment), .counter(.incrementBy(.value(5))), .counter(.decrement)).counter.value == 5)
    }

    @Test("AppState, survives JSON")
    func survivesJSON() throws {
        let state = AppState().alter(.counter(.incrementBy(.value(3))))
        #expect(try JSONDecoder().decode(AppState.self, from: JSONEncoder().encode(state)) == state)
    }
}
