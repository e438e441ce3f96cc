import Khipu
import Testing

@Suite("InMemoryStore")
struct InMemoryStoreTests {
    @Test("a new store holds the initial state")
    func startsFromInitial() {
        let store = createInMemoryStore { Counter(value: 7) }
        #expect(store.state() == Counter(value: 7))
    }

    @Test("change applies every change in order")
    func changeAppliesInOrder() {
        let store = createInMemoryStore { Counter() }
        store.change(.set(to: 10), .increment, .increment, .label(to: "ten"))
        store.change(.decrement)
        #expect(store.state() == Counter(value: 11, label: "ten"))
    }

    @Test("reset goes back to the initial state")
    func resetGoesBackToInitial() {
        let store = createInMemoryStore { Counter(value: 1) }
        store.change(.set(to: 42))
        store.reset()
        #expect(store.state() == Counter(value: 1))
    }

    @Test("updated subscribers are called after every change and reset, and see the new state")
    func updatedSubscribers() {
        let store = createInMemoryStore { Counter() }
        let first = Recorder<Int>()
        let second = Recorder<Int>()
        store.updated { first.record(store.state().value) }
        store.updated { second.record(store.state().value) }

        store.change(.increment)
        store.change(.set(to: 5))
        store.reset()

        #expect(first.values == [1, 5, 0])
        #expect(second.values == [1, 5, 0])
    }

    @Test("a subscriber may change the store without deadlocking")
    func subscriberMayChangeTheStore() {
        let store = createInMemoryStore { Counter() }
        store.updated {
            if store.state() == Counter(value: 1) { store.change(.label(to: "one")) }
        }
        store.change(.increment)
        #expect(store.state() == Counter(value: 1, label: "one"))
    }

    @Test("destroy has nothing to delete and leaves the state")
    func destroyLeavesState() {
        let store = createInMemoryStore { Counter() }
        store.change(.increment)
        store.destroy()
        #expect(store.state().value == 1)
    }

    @Test("the handle replaces the whole state and tells the subscribers")
    func handleReplacesState() {
        let handle = createInMemoryStoreHandle { Counter() }
        let seen = Recorder<Counter>()
        handle.store.updated { seen.record(handle.state) }

        handle.replace(with: Counter(value: 3, label: "three"))

        #expect(handle.store.state() == Counter(value: 3, label: "three"))
        #expect(seen.values == [Counter(value: 3, label: "three")])
    }

    @Test("changes from many tasks at once are all applied")
    func concurrentChanges() async {
        let store = UncheckedSendable(createInMemoryStore { Counter() })
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<200 {
                group.addTask { store.value.change(.increment) }
            }
        }
        #expect(store.value.state().value == 200)
    }
}
