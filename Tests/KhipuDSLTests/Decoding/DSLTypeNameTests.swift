import Foundation
import KhipuDSL
import Testing

@Suite("DSL type names")
struct DSLTypeNameTests {
    private struct Hidden {}

    @Test func withoutModulePrefixes() {
        #expect(DSLTypeName.of(Int.self) == "Int")
        #expect(DSLTypeName.of(Fixture.Message.Todos.CMD.self) == "Fixture.Message.Todos.CMD")
        #expect(DSLTypeName.of(UUID.self) == "UUID")
    }

    @Test func withSugar() {
        #expect(DSLTypeName.of(Int?.self) == "Int?")
        #expect(DSLTypeName.of([Fixture.TodoItem].self) == "[Fixture.TodoItem]")
        #expect(DSLTypeName.of([String: [Int?]].self) == "[String: [Int?]]")
        #expect(DSLTypeName.of(Result<Int, any Error>.self) == "Result<Int, Error>")
    }

    @Test func privateAndLocalTypes() {
        struct Local {}
        #expect(DSLTypeName.of(Hidden.self) == "DSLTypeNameTests.Hidden")
        #expect(DSLTypeName.of(Local.self) == "DSLTypeNameTests.Local")
    }
}
