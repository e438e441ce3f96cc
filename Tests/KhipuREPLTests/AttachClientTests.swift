import KhipuDSL
import KhipuRemoteProtocol
import Testing
@testable import KhipuREPL

/// What `khipu attach` does with the schema an app sent, without the app's types.
@Suite("khipu attach: completion, checks and :save from the schema")
struct AttachClientTests {
    /// A schema in the shape an app sends: a message type leading to commands on items.
    private let schema = RemoteSchema(
        domain: "todos", summary: "A todo list.", messageType: "Message", stateType: "AppState",
        types: [
            RemoteTypeSchema(name: "Message", doc: nil, cases: [
                RemoteMemberSchema(name: "todos", doc: "The list.", parameters: [RemoteParameterSchema(label: nil, typeName: "Todos", schemaType: "Message.Todos")]),
            ], fields: []),
            RemoteTypeSchema(name: "Message.Todos", doc: nil, cases: [
                RemoteMemberSchema(name: "cmd", doc: "A command.", parameters: [RemoteParameterSchema(label: nil, typeName: "CMD", schemaType: "Message.Todos.CMD")]),
                RemoteMemberSchema(name: "ack", doc: "An answer.", parameters: [RemoteParameterSchema(label: nil, typeName: "ACK", schemaType: "Message.Todos.ACK")]),
            ], fields: []),
            RemoteTypeSchema(name: "Message.Todos.CMD", doc: nil, cases: [
                RemoteMemberSchema(name: "add", doc: "Adds.", parameters: [RemoteParameterSchema(label: "item", typeName: "TodoItem", schemaType: "TodoItem")]),
                RemoteMemberSchema(name: "remove", doc: "Removes.", parameters: [RemoteParameterSchema(label: "item", typeName: "TodoItem", schemaType: "TodoItem")]),
            ], fields: []),
            RemoteTypeSchema(name: "Message.Todos.ACK", doc: nil, cases: [
                RemoteMemberSchema(name: "added", doc: nil, parameters: [RemoteParameterSchema(label: "item", typeName: "TodoItem", schemaType: "TodoItem")]),
            ], fields: []),
            RemoteTypeSchema(name: "TodoItem", doc: nil, cases: [], fields: [RemoteMemberSchema(name: "title", doc: nil, typeName: "String")]),
            RemoteTypeSchema(name: "AppState", doc: nil, cases: [], fields: [
                RemoteMemberSchema(name: "todos", doc: nil, typeName: "TodoList", schemaType: "TodoList", isCollection: false),
            ]),
            RemoteTypeSchema(name: "TodoList", doc: nil, cases: [], fields: [
                RemoteMemberSchema(name: "id", doc: nil, typeName: "UUID", isCollection: false),
                RemoteMemberSchema(name: "items", doc: nil, typeName: "SharedArray<TodoItem>", schemaType: "TodoItem", isCollection: true),
            ]),
        ],
        exposedTypes: ["TodoItem"], describe: "todos")

    private func offered(_ text: String) -> [String] {
        SchemaCompleter(schema: schema).complete(text).candidates.map(\.insertion)
    }

    @Test func completesCasesAtEveryDepthAndTheCommands() {
        #expect(offered(".") == [".todos("])
        #expect(offered(".todos(.") == [".cmd(", ".ack("])
        #expect(offered(".todos(.cmd(.r") == [".remove("])
        #expect(SchemaCompleter(schema: schema).complete(".todos(.cmd(.r").fragmentStart == 12)
        #expect(offered(#".todos(.cmd(.add(item: "x")), .x"#).isEmpty)
        #expect(offered(":s") == [":state ", ":save "])
        #expect(offered("").contains(".todos("))
    }

    @Test func completesStatePathsThroughFieldsAndCollections() {
        #expect(offered(":state ") == ["todos"])
        #expect(offered(":state todos.i") == ["id", "items"])
        #expect(offered(":state todos.items.c") == ["count"])
        #expect(offered(":state todos.items.first.t") == ["title"])
        #expect(offered(":state todos.items[0].") == ["title"])
        #expect(offered(":state nothing.") == [])
    }

    @Test func checksCasesBeforeSendingWithADidYouMean() throws {
        let diagnostic = try #require(SchemaCheck.check(#".todos(.cmd(.ad(item: "x")))"#, schema: schema))
        #expect(diagnostic.message == "unknown case 'ad' of Message.Todos.CMD")
        #expect(diagnostic.suggestion == "add")
        #expect(SchemaCheck.check(#".todos(.cmd(.add(item: "x")"#, schema: schema) != nil)
        #expect(SchemaCheck.check(#".todos(.cmd(.add(item: "x")))"#, schema: schema) == nil)
    }

    @Test func savesInputsWithTheirOutputsAsPatternsThatKeepLiterals() {
        var script = LiveSessionScript()
        script.input(#".todos(.cmd(.add(item: TodoItem(title: "x"))))"#, origin: "this session")
        script.output(#".todos(.ack(.added(item: TodoItem(title: "x"))))"#)
        script.input(".counter(.cmd(.increment))", origin: "app")
        script.output(".counter(.ack(.changed(by: .increment, to: 1)))")
        script.input(".todos(.cmd(.remove(item: TodoItem(title: \"y\"))))", origin: "client 2")
        let text = script.text(domain: "todos", address: "127.0.0.1:7010")
        #expect(text.hasPrefix(":domain todos\n"))
        #expect(text.contains("expect .todos(.ack(.added(item: _)))"))
        #expect(text.contains("# sent by app\n.counter(.cmd(.increment))\nexpect .counter(.ack(.changed(by: .increment, to: 1)))"))
        #expect(text.contains("# sent by client 2\n.todos(.cmd(.remove(item: TodoItem(title: \"y\"))))\nexpect nothing"))
    }

    @Test(":help's commands line up: every summary starts at one column")
    func helpColumnsAlign() {
        let lines = AttachSession.commandColumns(SchemaCompleter.commands)
        let starts = Set(zip(lines, SchemaCompleter.commands).map { line, command in
            line.distance(from: line.startIndex, to: line.range(of: command.summary)!.lowerBound)
        })
        #expect(starts.count == 1)
        #expect(lines.first?.hasPrefix("  :state  ") == true)
    }

    @Test func readsAddresses() throws {
        for (written, host, port) in [("7010", "127.0.0.1", 7010), ("localhost:7010", "localhost", 7010), ("[::1]:7010", "::1", 7010)] {
            let parsed = try RemoteConnection.parse(written)
            #expect(parsed.host == host && parsed.port == port)
        }
        #expect(throws: AttachError.badAddress("nope")) { try RemoteConnection.parse("nope") }
        #expect(throws: AttachError.badAddress("1:99999")) { try RemoteConnection.parse("1:99999") }
    }
}
