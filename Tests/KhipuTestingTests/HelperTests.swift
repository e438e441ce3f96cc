import Foundation
import Khipu
import KhipuTesting
import Testing
import Todos

@Suite("test helpers")
struct HelperTests {
    @Test("differingProperties names exactly the stored properties that changed")
    func differingPropertiesOfTodoItems() {
        let (item, finished) = withFixedEnvironment {
            let item = TodoItem(title: "Get coffee")
            return (item, item.alter(.finish, .title(to: "Coffee")))
        }
        #expect(differingProperties(item, item).isEmpty)
        #expect(differingProperties(item, finished) == ["state", "title"])
    }

    @Test("the fixed environment starts at fixedNow with sequential ids, each time anew")
    func fixedEnvironment() {
        for _ in 0..<2 {
            let (now, first, second) = withFixedEnvironment {
                (KhipuEnvironment.current.now(), KhipuEnvironment.current.newID(), KhipuEnvironment.current.newID())
            }
            #expect(now == fixedNow)
            #expect(now == date("2024-06-16T09:00:00Z"))
            #expect(first.uuidString == "00000000-0000-0000-0000-000000000001")
            #expect(second.uuidString == "00000000-0000-0000-0000-000000000002")
        }
    }

    @Test("a store from the factory starts at its initial state and takes changes")
    func storeFactory() {
        let store = withFixedEnvironment { makeStore(AppState(), changed: .add(TodoItem(title: "x"))) }
        #expect(store.state().todos.items.map(\.title) == ["x"])
        #expect(makeStore(AppState()).state().todos.items.isEmpty)
    }

    @Test("the recorders keep what they were given, in order")
    func recorders() {
        let messages = MessageRecorder<Int>()
        [1, 2, 3].forEach(messages.record)
        #expect(messages.messages == [1, 2, 3])
        let responses = ResponseRecorder<String>()
        #expect(responses.response == nil)
        responses.record("a")
        responses.record("b")
        #expect(responses.responses == ["a", "b"])
        #expect(responses.response == "b")
    }
}
