import Foundation
import Khipu
import Testing
import Todos

@Suite("TodoListFeature")
struct TodoListFeatureTests {
    @Test("TodoListFeature, add command, adds and acknowledges added")
    func add() {
        withFixedEnvironment {
            let store = makeStore(), recorder = Recorder()
            let feature = createTodoListFeature(store: store, output: recorder.record)
            let item = TodoItem(title: "Get Coffee")
            feature(.todos(.cmd(.add(item: item))))
            #expect(store.state().todos.items == [item])
            #expect(recorder.messages == [.todos(.ack(.added(item: item)))])
        }
    }

    @Test("TodoListFeature, remove command, removes and acknowledges removed")
    func remove() {
        withFixedEnvironment {
            let store = makeStore(), recorder = Recorder()
            let item = TodoItem(title: "Get Coffee")
            store.change(.add(item))
            let feature = createTodoListFeature(store: store, output: recorder.record)
            feature(.todos(.cmd(.remove(item: item))))
            #expect(store.state().todos.items.isEmpty)
            #expect(recorder.messages == [.todos(.ack(.removed(item: item)))])
        }
    }

    @Test("TodoListFeature, update command, updates and acknowledges updated")
    func update() {
        withFixedEnvironment {
            let store = makeStore(), recorder = Recorder()
            let item = TodoItem(title: "Get Coffee")
            store.change(.add(item))
            let feature = createTodoListFeature(store: store, output: recorder.record)
            let done = item.alter(.finish)
            feature(.todos(.cmd(.update(item: done))))
            #expect(store.state().todos.items == [done])
            #expect(recorder.messages == [.todos(.ack(.updated(item: done)))])
        }
    }

    @Test(
        "TodoListFeature, acknowledgement, is ignored",
        arguments: [
            Message.Todos.ACK.added(item: withFixedEnvironment { TodoItem(title: "a") }),
            .removed(item: withFixedEnvironment { TodoItem(title: "a") }),
            .updated(item: withFixedEnvironment { TodoItem(title: "a").alter(.finish) }),
        ]
    )
    func ignoresAcks(ack: Message.Todos.ACK) {
        withFixedEnvironment {
            // The same item the acknowledgements carry: handling one as a command would show in the store.
            let item = TodoItem(title: "a")
            let store = makeStore(), recorder = Recorder()
            store.change(.add(item))
            let before = store.state()
            let feature = createTodoListFeature(store: store, output: recorder.record)
            feature(.todos(.ack(ack)))
            #expect(store.state() == before)
            #expect(recorder.messages.isEmpty)
        }
    }
}
