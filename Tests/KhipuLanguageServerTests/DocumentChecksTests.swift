import KhipuScript
@testable import KhipuLanguageServer
import Testing
import Todos

/// The work a request or an edit does is per statement: counted, not timed.
@Suite("what the language server checks again")
struct DocumentChecksTests {
    let todos = KhipuDomain(TodosDomain.definition)

    private func document(_ text: String) -> KhipuDocument {
        KhipuDocument(uri: "file:///tmp/long.khipu", text: text, version: 1, domains: [todos], defaultDomain: todos)
    }

    /// `count` pairs of a binding and a dispatch that uses it, after `head`.
    private func long(_ count: Int, head: String = "") -> String {
        head + (0..<count).map { "let item\($0) = TodoItem(title: \"Item \($0)\")\n.todos(.cmd(.add(item: item\($0))))\n" }.joined()
    }

    private func checkAll(_ document: KhipuDocument) async {
        while !(await document.checks.checkSome(budget: 100)) {}
    }

    @Test("completion near the top of a long document checks only the statements above it")
    func completionNearTheTop() async throws {
        let document = document(long(1000, head: "let first = TodoItem(title: \"First\")\n.todos(.cmd(.add(item: first)))\n"))
        let items = await document.completion(at: TextPosition(line: 1, character: 14))
        #expect(items.compactMap { $0["label"] as? String } == [".add(item: TodoItem)"])
        #expect(document.checks.statementsChecked == 1)
    }

    @Test("a request near the end resumes from the checkpoint before it")
    func requestNearTheEnd() async throws {
        let document = document(long(1000))
        await checkAll(document)
        let before = document.checks.statementsChecked
        let items = await document.completion(at: TextPosition(line: 1999, character: 25))
        #expect(items.contains { $0["filterText"] as? String == "item999" })
        #expect(document.checks.statementsChecked - before < DocumentChecks.checkpointInterval)
    }

    @Test("editing a message re-checks that statement alone; editing a binding, what follows it")
    func editsRecheckWhatChanged() async throws {
        let text = long(500)
        let document = document(text)
        await checkAll(document)
        #expect(document.diagnostics().isEmpty)

        var before = document.checks.statementsChecked
        let broken = text.replacingOccurrences(of: ".todos(.cmd(.add(item: item250)))", with: ".todos(.cmd(.ad(item: item250)))")
        #expect(document.change([["text": broken]], version: 2))
        await checkAll(document)
        let diagnostics = document.diagnostics()
        #expect(diagnostics.count == 1)
        #expect((diagnostics.first?["range"] as? [String: [String: Int]])?["start"]?["line"] == 501)
        #expect(document.checks.statementsChecked - before <= DocumentChecks.checkpointInterval)

        before = document.checks.statementsChecked
        let unbound = broken.replacingOccurrences(of: "let item400 = ", with: "let other400 = ")
        #expect(document.change([["text": unbound]], version: 3))
        await checkAll(document)
        #expect(document.diagnostics().count == 2, "the wrong case, and item400 now unknown")
        #expect(document.checks.statementsChecked - before <= 200 + DocumentChecks.checkpointInterval)
    }

    @Test("lines inserted above keep the diagnostics below, moved down")
    func insertedLines() async throws {
        let document = document(long(100) + ".todos(.cmd(.ad(item: \"x\")))\n")
        await checkAll(document)
        let before = document.checks.statementsChecked
        let range: [String: Any] = ["start": ["line": 2, "character": 0], "end": ["line": 2, "character": 0]]
        #expect(document.change([["range": range, "text": ".todos(.cmd(.add(item: \"y\")))\n.todos(.cmd(.add(item: \"z\")))\n"]], version: 2))
        await checkAll(document)
        let line = (document.diagnostics().first?["range"] as? [String: [String: Int]])?["start"]?["line"]
        #expect(line == 202)
        #expect(document.checks.statementsChecked - before <= 2 + DocumentChecks.checkpointInterval)
    }

    @Test("after edits, the diagnostics are those of a check from scratch")
    func sameAsFromScratch() async throws {
        let document = document(long(80))
        await checkAll(document)
        var text = document.text
        for (index, edit) in [("let item10 = ", "let renamed = "), (".todos(.cmd(.add(item: item20)))", ".todos(.cmd(.ad(item: item20)))"), ("let item30 = TodoItem", ":domain counter\nlet item30 = TodoItem")].enumerated() {
            text = text.replacingOccurrences(of: edit.0, with: edit.1)
            #expect(document.change([["text": text]], version: index + 2))
            await checkAll(document)
        }
        let fresh = self.document(text)
        await checkAll(fresh)
        let lines = { (d: KhipuDocument) in d.diagnostics().compactMap { ($0["range"] as? [String: [String: Int]])?["start"]?["line"] } }
        #expect(lines(document) == lines(fresh))
        #expect(!lines(document).isEmpty)
    }
}
