import Foundation
import Khipu
import Testing
import Todos

/// The seed's AppDomain specifications, run against an in-memory store.
@Suite("ItemsApp")
struct AppDomainSpecifications {
    /// A fresh domain per specification, as the seed's `beforeEach` makes one.
    struct Fixture {
        let store: AppStore
        let app: Input<Message>
        let recorder: Recorder

        init() {
            store = makeStore()
            recorder = Recorder()
            app = createAppDomain(store: store, receivers: [], rootHandler: recorder.record)
        }

        var items: [TodoItem] { Array(store.state().todos.items) }
    }

    @Test("ItemsApp, uninitialized, has no todos")
    func uninitialized() {
        withFixedEnvironment { #expect(Fixture().items.isEmpty) }
    }

    @Test("ItemsApp, add, has a todo item")
    func add() {
        withFixedEnvironment {
            let f = Fixture()
            let i0 = TodoItem(title: "hey Ho")
            f.app(.todos(.cmd(.add(item: i0))))
            #expect(f.items == [i0])
            #expect(f.recorder.messages == [.todos(.ack(.added(item: i0)))])
        }
    }

    @Test("ItemsApp, add, add, has two todo items")
    func addTwo() {
        withFixedEnvironment {
            let f = Fixture()
            let i0 = TodoItem(title: "hey Ho"), i1 = TodoItem(title: "Let's go")
            f.app(.todos(.cmd(.add(item: i0))))
            f.app(.todos(.cmd(.add(item: i1))))
            #expect(f.items == [i0, i1])
        }
    }

    @Test("ItemsApp, add, add, remove, has the other item")
    func addTwoRemoveOne() {
        withFixedEnvironment {
            let f = Fixture()
            let i0 = TodoItem(title: "hey Ho"), i1 = TodoItem(title: "Let's go")
            f.app(.todos(.cmd(.add(item: i0))))
            f.app(.todos(.cmd(.add(item: i1))))
            f.app(.todos(.cmd(.remove(item: i0))))
            #expect(f.items.first?.id == i1.id)
            #expect(f.items.count == 1)
        }
    }

    @Test("ItemsApp, add, add, remove, remove twice fails silently")
    func removeTwice() {
        withFixedEnvironment {
            let f = Fixture()
            let i0 = TodoItem(title: "hey Ho"), i1 = TodoItem(title: "Let's go")
            f.app(.todos(.cmd(.add(item: i0))))
            f.app(.todos(.cmd(.add(item: i1))))
            f.app(.todos(.cmd(.remove(item: i0))))
            f.app(.todos(.cmd(.remove(item: i0))))
            #expect(f.items.map(\.id) == [i1.id])
            #expect(f.recorder.messages.last == .todos(.ack(.removed(item: i0))))
        }
    }

    @Test("ItemsApp, add, remove, has empty todos items")
    func addRemove() {
        withFixedEnvironment {
            let f = Fixture()
            let i0 = TodoItem(title: "hey Ho")
            f.app(.todos(.cmd(.add(item: i0))))
            f.app(.todos(.cmd(.remove(item: i0))))
            #expect(f.items.isEmpty)
        }
    }

    @Test("ItemsApp, add, remove, removing unpresent item fails silently")
    func removeAbsent() {
        withFixedEnvironment {
            let f = Fixture()
            let i0 = TodoItem(title: "hey Ho")
            f.app(.todos(.cmd(.add(item: i0))))
            f.app(.todos(.cmd(.remove(item: i0))))
            f.app(.todos(.cmd(.remove(item: i0))))
            #expect(f.items.isEmpty)
        }
    }

    @Test("ItemsApp, add, update, keeps id, state and due date and takes the title")
    func update() {
        withFixedEnvironment {
            let f = Fixture()
            let i0 = TodoItem(title: "hey Ho")
            f.app(.todos(.cmd(.add(item: i0))))
            f.app(.todos(.cmd(.update(item: i0.alter(.title(to: "Hey Ho!"))))))
            #expect(f.items.count == 1)
            #expect(f.items.first?.title == "Hey Ho!")
            #expect(f.items.first?.id == i0.id)
            #expect(f.items.first?.state == i0.state)
            #expect(f.items.first?.due == i0.due)
        }
    }

    @Test("ItemsApp, add, update, inexistent item, will not update anything")
    func updateInexistent() {
        withFixedEnvironment {
            let f = Fixture()
            let i0 = TodoItem(title: "hey Ho")
            f.app(.todos(.cmd(.add(item: i0))))
            f.app(.todos(.cmd(.update(item: i0.alter(.title(to: "Hey Ho!"))))))
            f.app(.todos(.cmd(.update(item: TodoItem(title: "new item")))))
            #expect(!f.items.map(\.title).contains("new item"))
            #expect(f.items.count == 1)
        }
    }

    @Test("ItemsApp, receivers, get every message before the features")
    func receiversFirst() {
        withFixedEnvironment {
            let store = makeStore()
            var seen: [(Message, Int)] = []
            let receiver: Input<Message> = { seen.append(($0, store.state().todos.items.count)) }
            let app = createAppDomain(store: store, receivers: [receiver], rootHandler: { _ in })
            let item = TodoItem(title: "a")
            app(.todos(.cmd(.add(item: item))))
            app(.todos(.ack(.added(item: item))))
            #expect(seen.map(\.0) == [.todos(.cmd(.add(item: item))), .todos(.ack(.added(item: item)))])
            #expect(seen.first?.1 == 0)
        }
    }
}
