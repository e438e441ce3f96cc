import Foundation
import Khipu
import Testing
import Todos

@Suite("TodosDomain")
struct TodosDomainTests {
    @Test("TodosDomain, definition, is named todos and has a summary")
    func nameAndSummary() {
        #expect(TodosDomain.definition.name == "todos")
        #expect(!TodosDomain.definition.summary.isEmpty)
    }

    @Test("TodosDomain, definition, exposes the constructible model types")
    func exposedTypes() {
        let names = TodosDomain.definition.exposedTypes.map { String(describing: $0) }
        #expect(Set(names) == ["TodoItem", "TodoList", "Address", "Coordinate", "Directions", "AppState"])
    }

    @Test("TodosDomain, definition, starts with an empty todo list")
    func initialState() {
        withFixedEnvironment { #expect(TodosDomain.definition.initialState().todos.items.isEmpty) }
    }

    @Test("TodosDomain, definition, makes a working app domain")
    func makesAppDomain() {
        withFixedEnvironment {
            let definition = TodosDomain.definition
            let store = createInMemoryStore(initial: definition.initialState)
            let recorder = Recorder()
            let app = definition.createAppDomain(store, [], recorder.record)
            let item = TodoItem(title: "Get Coffee")
            app(.todos(.cmd(.add(item: item))))
            #expect(store.state().todos.items == [item])
            #expect(recorder.messages == [.todos(.ack(.added(item: item)))])
        }
    }
}
