import Foundation
import Testing

@Suite("khipu lsp")
struct LanguageServerTests {
    let uri = "file:///tmp/todos.khipu"

    private func open(_ client: LanguageServerClient, _ text: String) throws -> [[String: Any]] {
        try client.notify("textDocument/didOpen", ["textDocument": ["uri": uri, "languageId": "khipu", "version": 1, "text": text]])
        return try client.nextDiagnostics()
    }

    private func change(_ client: LanguageServerClient, to text: String, version: Int = 2) throws -> [[String: Any]] {
        try client.notify("textDocument/didChange", ["textDocument": ["uri": uri, "version": version], "contentChanges": [["text": text]]])
        return try client.nextDiagnostics()
    }

    private func position(_ line: Int, _ character: Int) -> [String: Any] {
        ["textDocument": ["uri": uri], "position": ["line": line, "character": character]]
    }

    @Test("initialize advertises completion, hover, definition and full document sync")
    func initialize() throws {
        let client = try LanguageServerClient()
        let response = try client.request("initialize", ["capabilities": [String: Any]()])
        let capabilities = try #require((response["result"] as? [String: Any])?["capabilities"] as? [String: Any])
        #expect(capabilities["completionProvider"] is [String: Any])
        #expect(capabilities["hoverProvider"] as? Bool == true)
        #expect(capabilities["definitionProvider"] as? Bool == true)
        #expect((capabilities["textDocumentSync"] as? [String: Any])?["change"] as? Int == 1)
        #expect(try client.shutDown() == 0)
    }

    @Test("a wrong case gets a diagnostic at its line and column with 'did you mean', cleared once fixed")
    func diagnosticsAppearAndClear() throws {
        let client = try LanguageServerClient()
        _ = try client.request("initialize")
        let diagnostics = try open(client, "# a script\n.todos(.cmd(.ad(item: \"x\")))\nexpect nothing\n")
        #expect(diagnostics.count == 1)
        let diagnostic = try #require(diagnostics.first)
        let range = try #require(diagnostic["range"] as? [String: [String: Int]])
        #expect(range["start"] == ["line": 1, "character": 13])
        #expect(range["end"] == ["line": 1, "character": 15])
        #expect((diagnostic["message"] as? String)?.contains("did you mean 'add'?") == true)
        #expect(diagnostic["code"] as? String == "unknown-case")
        #expect(diagnostic["severity"] as? Int == 1)

        let fixed = try change(client, to: "# a script\n.todos(.cmd(.add(item: \"x\")))\nexpect nothing\n")
        #expect(fixed.isEmpty)
        #expect(try client.shutDown() == 0)
    }

    @Test("completion in the middle of a message offers the cases of the type expected there")
    func completion() throws {
        let client = try LanguageServerClient()
        _ = try client.request("initialize")
        _ = try open(client, ".todos(.cmd(.a")
        let response = try client.request("textDocument/completion", position(0, 14))
        let items = try #require((response["result"] as? [String: Any])?["items"] as? [[String: Any]])
        let labels = items.compactMap { $0["label"] as? String }
        #expect(labels == [".add(item: TodoItem)"])
        let edit = try #require(items.first?["textEdit"] as? [String: Any])
        #expect(edit["newText"] as? String == ".add(")
        #expect((edit["range"] as? [String: [String: Int]])?["start"] == ["line": 0, "character": 12])
        #expect(try client.shutDown() == 0)
    }

    @Test("completion knows the names bound above the cursor")
    func completionOfBoundNames() throws {
        let client = try LanguageServerClient()
        _ = try client.request("initialize")
        _ = try open(client, "let coffee = TodoItem(title: \"Get coffee\")\n.todos(.cmd(.add(item: co")
        let response = try client.request("textDocument/completion", position(1, 25))
        let items = try #require((response["result"] as? [String: Any])?["items"] as? [[String: Any]])
        #expect(items.contains { $0["filterText"] as? String == "coffee" })
        #expect(try client.shutDown() == 0)
    }

    @Test("nothing is dispatched: a path into the state that only running could fill is no error")
    func noFalseErrorsFromState() throws {
        let client = try LanguageServerClient()
        _ = try client.request("initialize")
        let diagnostics = try open(client, """
            .todos(.cmd(.add(item: "Get coffee")))
            let coffee = state.todos.items[0]
            .todos(.cmd(.update(item: coffee.alter(.finish))))
            expect state.todos.items[0].state == .finished
            """)
        #expect(diagnostics.isEmpty)
        #expect(try client.shutDown() == 0)
    }

    @Test("hover shows the /// docs of the case under the cursor")
    func hover() throws {
        let client = try LanguageServerClient()
        _ = try client.request("initialize")
        _ = try open(client, ".todos(.cmd(.add(item: \"x\")))")
        let response = try client.request("textDocument/hover", position(0, 14))
        let contents = try #require((response["result"] as? [String: Any])?["contents"] as? [String: Any])
        let value = try #require(contents["value"] as? String)
        #expect(value.contains(".add(item: TodoItem)"))
        #expect(value.contains("Appends the item to the todo list"))
        #expect(try client.shutDown() == 0)
    }

    @Test("go to definition finds where a name was bound")
    func definition() throws {
        let client = try LanguageServerClient()
        _ = try client.request("initialize")
        _ = try open(client, "\nlet coffee = TodoItem(title: \"Get coffee\")\n.todos(.cmd(.add(item: coffee)))\n")
        let response = try client.request("textDocument/definition", position(2, 26))
        let location = try #require(response["result"] as? [String: Any])
        #expect(location["uri"] as? String == uri)
        #expect((location["range"] as? [String: [String: Int]])?["start"] == ["line": 1, "character": 4])
        #expect(try client.shutDown() == 0)
    }

    @Test("a script on another domain is checked against it")
    func otherDomain() throws {
        let client = try LanguageServerClient()
        _ = try client.request("initialize")
        let diagnostics = try open(client, ":domain lighting\n.load(.lightz)\n")
        let message = try #require(diagnostics.first?["message"] as? String)
        #expect(diagnostics.count == 1)
        #expect(message.contains("did you mean 'lights'?"))
        #expect(try client.shutDown() == 0)
    }

    @Test("a frame that is not JSON and an unknown method leave the server answering")
    func malformedInput() throws {
        let client = try LanguageServerClient()
        client.sendRaw(Data("Content-Length: 5\r\n\r\n{{{{{".utf8))
        let unknown = try client.request("workspace/noSuchThing")
        #expect((unknown["error"] as? [String: Any])?["code"] as? Int == -32601)
        let response = try client.request("initialize")
        #expect(response["result"] != nil)
        #expect(try client.shutDown() == 0)
    }

    @Test("a Content-Type header before or after the length leaves the server answering, as pygls sends it")
    func contentTypeHeader() throws {
        let client = try LanguageServerClient(contentType: "application/vscode-jsonrpc; charset=utf-8")
        let response = try client.request("initialize")
        #expect(response["result"] != nil)
        client.sendRaw(Data("Content-Length: 49\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n{\"jsonrpc\":\"2.0\",\"id\":99,\"method\":\"noSuchMethod\"}".utf8))
        let unknown = try client.request("workspace/noSuchThing")
        #expect((unknown["error"] as? [String: Any])?["code"] as? Int == -32601)
        #expect(try client.shutDown() == 0)
    }

    @Test("a block comment at the start of a line hides neither completion nor hover")
    func blockComment() throws {
        let client = try LanguageServerClient()
        _ = try client.request("initialize")
        _ = try open(client, "/* first */ .todos(.cmd(.add(item: \"x\")))\n/* then */ .todos(.cmd(.a")
        let hover = try client.request("textDocument/hover", position(0, 26))
        let contents = try #require((hover["result"] as? [String: Any])?["contents"] as? [String: Any])
        #expect((contents["value"] as? String)?.contains("Appends the item to the todo list") == true)
        let completion = try client.request("textDocument/completion", position(1, 25))
        let items = try #require((completion["result"] as? [String: Any])?["items"] as? [[String: Any]])
        #expect(items.compactMap { $0["label"] as? String } == [".add(item: TodoItem)"])
        #expect(try client.shutDown() == 0)
    }

    @Test("invalid params get InvalidParams; after shutdown, requests get InvalidRequest and exit ends with 0")
    func protocolErrors() throws {
        let client = try LanguageServerClient()
        _ = try client.request("initialize")
        let noPosition = try client.request("textDocument/hover", ["textDocument": ["uri": uri]])
        #expect((noPosition["error"] as? [String: Any])?["code"] as? Int == -32602)
        let noDocument = try client.request("textDocument/completion", ["position": ["line": 0, "character": 0]])
        #expect((noDocument["error"] as? [String: Any])?["code"] as? Int == -32602)
        let shutdown = try client.request("shutdown")
        #expect(shutdown.keys.contains("result") && shutdown["error"] == nil)
        let after = try client.request("textDocument/hover", position(0, 0))
        #expect((after["error"] as? [String: Any])?["code"] as? Int == -32600)
        #expect(after["result"] == nil)
        #expect(try client.exitWithoutShutdown() == 0)
    }

    @Test("exit without shutdown ends with 1")
    func exitWithoutShutdown() throws {
        let client = try LanguageServerClient()
        _ = try client.request("initialize")
        #expect(try client.exitWithoutShutdown() == 1)
    }

    @Test("a request is answered while other long documents wait for their check")
    func longDocumentsDoNotHoldUpRequests() throws {
        let client = try LanguageServerClient()
        _ = try client.request("initialize")
        let body = (0..<2000).map { "let item\($0) = TodoItem(title: \"Item \($0)\")\n.todos(.cmd(.add(item: item\($0))))\n" }.joined()
        for index in 0..<4 {
            try client.notify("textDocument/didOpen", ["textDocument": ["uri": "file:///tmp/long\(index).khipu", "languageId": "khipu", "version": 1, "text": body]])
        }
        try client.notify("textDocument/didOpen", ["textDocument": ["uri": uri, "languageId": "khipu", "version": 1, "text": ".todos(.cmd(.add(item: \"x\")))\n" + body]])
        let response = try client.request("textDocument/completion", position(0, 14))
        let items = try #require((response["result"] as? [String: Any])?["items"] as? [[String: Any]])
        #expect(items.compactMap { $0["label"] as? String } == [".add(item: TodoItem)"])
        #expect(try client.shutDown() == 0)
    }
}
