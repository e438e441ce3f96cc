import Khipu
import Testing
import OvoTimer

@Suite("TransitionPerformer")
struct TransitionPerformerTests {
    @Test("TransitionPerformer, an allowed transition, changes the store and responds changed with the new state")
    func allowed() {
        withFixedEnvironment {
            let store = makeStore()
            var responses: [TransitionPerformer.Response] = []
            let performer = TransitionPerformer(store: store, responder: { responses.append($0) })
            performer.request(to: .perform(.wind(to: 180)))
            #expect(store.state().timer == .winding(selectedTime: 180))
            guard case let .changed(by: t, to: timer)? = responses.last else {
                Issue.record("expected .changed, got \(responses)")
                return
            }
            #expect(t == .wind(to: 180))
            #expect(timer == .winding(selectedTime: 180))
        }
    }

    @Test("TransitionPerformer, a refused transition, leaves the store untouched and responds notAllowed")
    func refused() {
        withFixedEnvironment {
            let store = makeStore()
            var updates = 0
            store.updated { updates += 1 }
            var responses: [TransitionPerformer.Response] = []
            let performer = TransitionPerformer(store: store, responder: { responses.append($0) })
            performer.request(to: .perform(.pause))
            #expect(store.state() == AppState())
            #expect(updates == 0)
            guard case let .notAllowed(t, in: timer)? = responses.last else {
                Issue.record("expected .notAllowed, got \(responses)")
                return
            }
            #expect(t == .pause)
            #expect(timer == .intro)
        }
    }
}

@Suite("TimerRestorer")
struct TimerRestorerTests {
    @Test("TimerRestorer, restore, replaces the state by the restored one and responds restored")
    func restore() {
        withFixedEnvironment {
            let store = makeStore(appState(.wind(to: 30)))
            var responses: [TimerState] = []
            let restorer = TimerRestorer(store: store, responder: { if case let .restored(t) = $0 { responses.append(t) } })
            restorer.request(to: .restore(StoredTimer(storedAt: aMinuteAgo, woundTime: 180, pausedAt: 60)))
            #expect(store.state().timer == .paused(remainingTime: 60, selectedTime: 180))
            #expect(responses == [.paused(remainingTime: 60, selectedTime: 180)])
        }
    }

    @Test("TimerRestorer, nothing stored, goes back to the intro of a new install")
    func restoreNothing() {
        withFixedEnvironment {
            let store = makeStore(appState(.wind(to: 30)))
            var responses: [TimerState] = []
            let restorer = TimerRestorer(store: store, responder: { if case let .restored(t) = $0 { responses.append(t) } })
            restorer.request(to: .restore(nil))
            #expect(store.state() == AppState())
            #expect(responses == [.intro])
        }
    }
}
