import Foundation
import Khipu
import Testing
import Todos

@Suite("ItemAdder")
struct ItemAdderTests {
    @Test("ItemAdder, add, adds the item to the store and responds added")
    func add() {
        withFixedEnvironment {
            let store = makeStore()
            var responses: [TodoItem] = []
            let adder = ItemAdder(store: store, responder: { if case let .added(t) = $0 { responses.append(t) } })
            let item = TodoItem(title: "Get Coffee")
            #expect(store.state().todos.items.isEmpty)
            adder.request(to: .add(item))
            #expect(store.state().todos.items == [item])
            #expect(responses == [item])
        }
    }
}

@Suite("ItemRemover")
struct ItemRemoverTests {
    @Test("ItemRemover, remove, removes the item from the store and responds removed")
    func remove() {
        withFixedEnvironment {
            let store = makeStore()
            let a = TodoItem(title: "a"), b = TodoItem(title: "b")
            store.change(.add(a), .add(b))
            var responses: [TodoItem] = []
            let remover = ItemRemover(store: store, responder: { if case let .removed(t) = $0 { responses.append(t) } })
            remover.request(to: .remove(a))
            #expect(store.state().todos.items == [b])
            #expect(responses == [a])
        }
    }

    @Test("ItemRemover, remove an absent item, leaves the store and still responds removed")
    func removeAbsent() {
        withFixedEnvironment {
            let store = makeStore()
            store.change(.add(TodoItem(title: "a")))
            let before = store.state()
            var responses: [TodoItem] = []
            let remover = ItemRemover(store: store, responder: { if case let .removed(t) = $0 { responses.append(t) } })
            let absent = TodoItem(title: "absent")
            remover.request(to: .remove(absent))
            #expect(store.state() == before)
            #expect(responses == [absent])
        }
    }
}

@Suite("ItemUpdater")
struct ItemUpdaterTests {
    @Test("ItemUpdater, update, replaces the item in place and responds updated")
    func update() {
        withFixedEnvironment {
            let store = makeStore()
            let a = TodoItem(title: "a"), b = TodoItem(title: "b")
            store.change(.add(a), .add(b))
            var responses: [TodoItem] = []
            let updater = ItemUpdater(store: store, responder: { if case let .updated(t) = $0 { responses.append(t) } })
            let newA = a.alter(.title(to: "A"))
            updater.request(to: .update(newA))
            #expect(store.state().todos.items == [newA, b])
            #expect(responses == [newA])
        }
    }

    @Test("ItemUpdater, update an absent item, leaves the store and still responds updated")
    func updateAbsent() {
        withFixedEnvironment {
            let store = makeStore()
            store.change(.add(TodoItem(title: "a")))
            let before = store.state()
            var responses: [TodoItem] = []
            let updater = ItemUpdater(store: store, responder: { if case let .updated(t) = $0 { responses.append(t) } })
            let absent = TodoItem(title: "absent")
            updater.request(to: .update(absent))
            #expect(store.state() == before)
            #expect(responses == [absent])
        }
    }
}
