import Foundation
import Khipu
import Testing
import Todos

@Suite("AppState")
struct AppStateTests {
    @Test("AppState, just created, has an empty todo list")
    func justCreated() {
        withFixedEnvironment { #expect(AppState().todos.items.isEmpty) }
    }

    @Test("AppState, add, appends to the todo list")
    func add() {
        withFixedEnvironment {
            let a = TodoItem(title: "a"), b = TodoItem(title: "b")
            #expect(AppState().alter(.add(a), .add(b)).todos.items == [a, b])
        }
    }

    @Test("AppState, remove, removes from the todo list")
    func remove() {
        withFixedEnvironment {
            let a = TodoItem(title: "a"), b = TodoItem(title: "b")
            #expect(AppState().alter(.add(a), .add(b), .remove(a)).todos.items == [b])
        }
    }

    @Test("AppState, update, replaces in the todo list keeping the position")
    func update() {
        withFixedEnvironment {
            let a = TodoItem(title: "a"), b = TodoItem(title: "b")
            let newA = a.alter(.finish)
            #expect(AppState().alter(.add(a), .add(b), .update(newA)).todos.items == [newA, b])
        }
    }

    @Test("AppState, remove or update an absent item, changes nothing")
    func absentItem() {
        withFixedEnvironment {
            let state = AppState().alter(.add(TodoItem(title: "a")))
            #expect(state.alter(.remove(TodoItem(title: "absent"))) == state)
            #expect(state.alter(.update(TodoItem(title: "absent"))) == state)
        }
    }

    @Test("AppState, setting todos, replaces the whole todo list")
    func settingTodos() {
        withFixedEnvironment {
            let state = AppState().alter(.add(TodoItem(title: "a")))
            let list = TodoList().alter(.add(.item(TodoItem(title: "b"))))
            #expect(state.alter(.setting(.todos(list))).todos == list)
        }
    }

    @Test("AppState, alter(all:), applies an array of changes like alter")
    func alterAll() {
        withFixedEnvironment {
            let a = TodoItem(title: "a")
            let state = AppState()
            #expect(state.alter(all: [.add(a), .update(a.alter(.finish))]) == state.alter(.add(a), .update(a.alter(.finish))))
        }
    }

    @Test("AppState, with every shape of item, survives JSON")
    func survivesJSON() throws {
        try withFixedEnvironment {
            var state = AppState()
            for change in everyItemChange {
                state = state.alter(.add(TodoItem(title: "Get \"Coffee\"\n☕️").alter(change)))
            }
            let data = try JSONEncoder().encode(state)
            #expect(try JSONDecoder().decode(AppState.self, from: data) == state)
        }
    }
}
