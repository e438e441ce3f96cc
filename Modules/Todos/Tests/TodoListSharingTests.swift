import Foundation
import KhipuDSL
import Testing
import Todos

/// The list keeps its items in a `SharedArray` (see the module page's departures): it
/// changes as the article's `[TodoItem]` does and reads and prints exactly as it.
@Suite("TodoList, shared items")
struct TodoListSharingTests {
    static func list(of count: Int) -> TodoList {
        (0..<count).reduce(TodoList()) { $0.alter(.add(.item(TodoItem(title: "item \($1)")))) }
    }

    @Test("prints its items exactly as an array of them", arguments: [0, 3, 130])
    func printsAsAnArray(count: Int) {
        withFixedEnvironment {
            let list = Self.list(of: count)
            let items = DSLPrinter.print(Array(list.items))
            #expect(DSLPrinter.print(list) == "TodoList(id: \(DSLPrinter.print(list.id)), items: \(items))")
            let field = TodoList.dslSchema.fields.first { $0.name == "items" }
            #expect(field?.typeName == "[TodoItem]")
        }
    }

    @Test("removes and updates across chunks as the article's filter and map do", arguments: [0, 63, 64, 65, 199])
    func removeAndUpdate(index: Int) {
        withFixedEnvironment {
            let list = Self.list(of: 200)
            let items = Array(list.items)
            let target = items[index]
            #expect(Array(list.alter(.remove(.item(target))).items) == items.filter { $0.id != target.id })
            let renamed = target.alter(.title(to: "renamed"))
            #expect(Array(list.alter(.update(.item(renamed))).items) == items.map { $0.id == target.id ? renamed : $0 })
            #expect(Array(list.items) == items)
        }
    }

    @Test("reads back from its printed text")
    func roundTrip() throws {
        try withFixedEnvironment {
            let list = Self.list(of: 100)
            let expression = try DSLParser.parseExpression(DSLPrinter.print(list, style: .pretty(width: 100)))
            #expect(try DSLValueDecoder().decode(TodoList.self, from: expression) == list)
        }
    }
}
