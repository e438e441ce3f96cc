import Foundation
import Testing
import Todos

@Suite("TodoList")
struct TodoListTests {
    @Test("TodoList, just created, is empty and has an id")
    func justCreated() {
        withFixedEnvironment {
            let list = TodoList()
            #expect(list.items.isEmpty)
            #expect(list.id == UUID(uuidString: "00000000-0000-0000-0000-000000000001"))
        }
    }

    @Test("TodoList, add, appends the item to the end")
    func addAppends() {
        withFixedEnvironment {
            let a = TodoItem(title: "a"), b = TodoItem(title: "b")
            let list = TodoList().alter(.add(.item(a)))
            #expect(list.items == [a])
            #expect(list.alter(.add(.item(b))).items == [a, b])
        }
    }

    @Test("TodoList, remove, removes the item with that id")
    func removeByID() {
        withFixedEnvironment {
            let a = TodoItem(title: "a"), b = TodoItem(title: "b"), c = TodoItem(title: "c")
            let list = TodoList().alter(.add(.item(a)), .add(.item(b)), .add(.item(c)))
            #expect(list.alter(.remove(.item(b))).items == [a, c])
            #expect(list.alter(.remove(.item(b.alter(.title(to: "other title"))))).items == [a, c])
        }
    }

    @Test("TodoList, remove an absent item, changes nothing")
    func removeAbsent() {
        withFixedEnvironment {
            let list = TodoList().alter(.add(.item(TodoItem(title: "a"))))
            #expect(list.alter(.remove(.item(TodoItem(title: "absent")))) == list)
            #expect(TodoList().alter(.remove(.item(TodoItem(title: "absent")))).items.isEmpty)
        }
    }

    @Test("TodoList, update, replaces the item and keeps its position")
    func updateKeepsPosition() {
        withFixedEnvironment {
            let a = TodoItem(title: "a"), b = TodoItem(title: "b"), c = TodoItem(title: "c")
            let list = TodoList().alter(.add(.item(a)), .add(.item(b)), .add(.item(c)))
            let newB = b.alter(.title(to: "B"), .finish)
            #expect(list.alter(.update(.item(newB))).items == [a, newB, c])
            let newA = a.alter(.details(to: "first"))
            #expect(list.alter(.update(.item(newA))).items == [newA, b, c])
        }
    }

    @Test("TodoList, update an absent item, changes nothing")
    func updateAbsent() {
        withFixedEnvironment {
            let list = TodoList().alter(.add(.item(TodoItem(title: "a"))))
            #expect(list.alter(.update(.item(TodoItem(title: "absent")))) == list)
        }
    }

    @Test("TodoList, every change, keeps the id")
    func keepsID() {
        withFixedEnvironment {
            let a = TodoItem(title: "a")
            let list = TodoList()
            #expect(list.alter(.add(.item(a))).id == list.id)
            #expect(list.alter(.add(.item(a)), .update(.item(a.alter(.finish)))).id == list.id)
            #expect(list.alter(.add(.item(a)), .remove(.item(a))).id == list.id)
        }
    }

    @Test("TodoList, several changes, are applied in order")
    func severalChanges() {
        withFixedEnvironment {
            let a = TodoItem(title: "a"), b = TodoItem(title: "b")
            let list = TodoList().alter(.add(.item(a)), .add(.item(b)), .remove(.item(a)), .update(.item(b.alter(.finish))))
            #expect(list.items == [b.alter(.finish)])
        }
    }
}
