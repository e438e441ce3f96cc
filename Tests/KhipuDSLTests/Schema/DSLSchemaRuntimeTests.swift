import KhipuDSL
import Testing

@Suite("@DSL schemas at run time")
struct DSLSchemaRuntimeTests {
    typealias Fixtures = SchemaFixtures

    @Test func nestedEnumsCarryTheirQualifiedNamesAndDocs() {
        #expect(Fixtures.Message.dslSchema.name == "SchemaFixtures.Message")
        #expect(Fixtures.Message.dslSchema.doc == "What the app understands.")
        #expect(Fixtures.Message.Todos.dslSchema.name == "SchemaFixtures.Message.Todos")
        #expect(Fixtures.Message.Todos.dslSchema.doc == nil)
        #expect(Fixtures.Message.Todos.CMD.dslSchema.name == "SchemaFixtures.Message.Todos.CMD")
        #expect(Fixtures.Message.Todos.CMD.dslSchema.doc == "Commands the todo list understands.")
    }

    @Test func enumCasesWithLabelsTypesAndDocs() throws {
        let schema = Fixtures.Message.Todos.CMD.dslSchema
        #expect(schema.fields.isEmpty)
        #expect(schema.cases.map(\.name) == ["add", "rename", "finish", "unfinish"])
        #expect(schema.cases.map(\.doc) == ["Adds an item.", nil, nil, nil])

        let add = try #require(schema.cases.first)
        #expect(add.parameters.map(\.label) == ["item"])
        #expect(add.parameters.map(\.typeName) == ["TodoItem"])
        #expect(add.parameters.first?.type == Fixtures.TodoItem.self)

        let rename = schema.cases[1]
        #expect(rename.parameters.map(\.label) == [nil, "to"])
        #expect(rename.parameters.map(\.typeName) == ["TodoItem", "String"])
        #expect(rename.parameters.last?.type == String.self)

        #expect(schema.cases[2].parameters.isEmpty)
        #expect(Fixtures.Message.dslSchema.cases.first?.parameters.first?.type == Fixtures.Message.Todos.self)
    }

    @Test func structFieldsWithTypesAndDocs() {
        let schema = Fixtures.TodoItem.dslSchema
        #expect(schema.name == "SchemaFixtures.TodoItem")
        #expect(schema.doc == "A thing to do.")
        #expect(schema.cases.isEmpty)
        #expect(schema.fields.map(\.name) == ["title", "details", "tags"])
        #expect(schema.fields.map(\.typeName) == ["String", "String", "[String]"])
        #expect(schema.fields.map(\.doc) == ["What to do.", nil, nil])
        #expect(schema.fields.last?.type == [String].self)
    }

    @Test func initializerBuildsARealValue() throws {
        let initializer = try #require(Fixtures.TodoItem.dslSchema.initializers.first)
        #expect(initializer.parameters.map(\.label) == ["title"])
        #expect(initializer.doc == "Makes an unfinished item with no details.")

        let made = try initializer.make(ArgumentList(values: ["Get coffee"]))
        #expect(made as? Fixtures.TodoItem == Fixtures.TodoItem(title: "Get coffee"))
    }

    @Test func privateInitializersAreLeftOutAndDefaultsMayBeOmitted() throws {
        let initializers = Fixtures.TodoItem.dslSchema.initializers
        #expect(initializers.map { $0.parameters.map(\.label) } == [["title"], ["title", "details", "tags"]])
        #expect(initializers[1].parameters.map(\.hasDefault) == [false, false, true])

        let full = initializers[1]
        let made = try full.make(ArgumentList(values: ["Tea", "green", ["hot"]]))
        #expect(made as? Fixtures.TodoItem == (try Fixtures.TodoItem(title: "Tea", details: "green", tags: ["hot"])))

        let shortMade = try full.make(ArgumentList(values: ["Tea", "green"]))
        #expect((shortMade as? Fixtures.TodoItem)?.tags == [])
    }

    @Test func errorsOfTheInitializerAndOfTheArgumentsReachTheCaller() throws {
        let full = Fixtures.TodoItem.dslSchema.initializers[1]
        #expect(throws: Fixtures.FixtureError.emptyTitle) {
            try full.make(ArgumentList(values: ["", "", [String]()]))
        }
        #expect(throws: ArgumentList.Mismatch(index: 1)) {
            try full.make(ArgumentList(values: ["Tea", 42, [String]()]))
        }
    }

    @Test func memberwiseInitializerOfAPublicStruct() throws {
        let schema = Fixtures.Coordinate.dslSchema
        #expect(schema.fields.map(\.name) == ["latitude", "longitude"])
        let initializer = try #require(schema.initializers.first)
        #expect(initializer.parameters.map(\.label) == ["latitude", "longitude"])

        let made = try initializer.make(ArgumentList(values: [53.92681, 9.09762]))
        #expect(made as? Fixtures.Coordinate == Fixtures.Coordinate(latitude: 53.92681, longitude: 9.09762))
    }

    @Test func genericStructUsesItsParameterType() throws {
        let schema = Fixtures.Box<Int>.dslSchema
        #expect(schema.name == "SchemaFixtures.Box")
        #expect(schema.fields.first?.typeName == "Value")
        #expect(schema.fields.first?.type == Int.self)

        let made = try #require(schema.initializers.first).make(ArgumentList(values: [7]))
        #expect(made as? Fixtures.Box<Int> == Fixtures.Box(value: 7))
    }

    @Test func manyDefaultedParametersAreOneInitializerWithDefaults() throws {
        let initializers = Fixtures.Options.dslSchema.initializers
        #expect(initializers.map { $0.parameters.map(\.label) } == [["a", "b", "c", "d"]])
        #expect(initializers[0].parameters.map(\.hasDefault) == [true, true, true, true])

        let made = try initializers[0].make(ArgumentList(values: []))
        #expect(made as? Fixtures.Options == Fixtures.Options())
    }
}
