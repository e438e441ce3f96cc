import Foundation
import KhipuScript
import KhipuTesting
import Testing
import Todos

@Suite("expectScript")
struct ExpectScriptTests {
    let domains = [KhipuDomain(TodosDomain.definition)]

    @Test("a passing script records no issue")
    func passingScript() async throws {
        let directory = try ScriptDirectory()
        let path = try directory.write("pass.khipu", """
            .todos(.cmd(.add(item: "x")))
            expect state.todos.items.count == 1
            """)
        await expectScript(at: path, domains: domains)
    }

    @Test("a failed message expectation is an issue at the script's line and column, with the diff")
    func failingExpectation() async throws {
        let directory = try ScriptDirectory()
        let path = try directory.write("fail.khipu", """
            let coffee = TodoItem(title: "Get coffee")
            .todos(.cmd(.add(item: coffee)))
              expect .todos(.ack(.removed(item: coffee)))
            """)
        await withKnownIssue {
            await expectScript(at: path, domains: domains)
        } matching: { issue in
            issue.sourceLocation?.fileName == "fail.khipu" && issue.sourceLocation?.line == 3
                && issue.sourceLocation?.column == 3 && issue.sourceLocation?.filePath == path
                && "\(issue)".contains("diff (- expected, + emitted)")
        }
    }

    @Test("a statement that does not type-check is an issue at its diagnostic's column")
    func failingStatement() async throws {
        let directory = try ScriptDirectory()
        let path = try directory.write("bad.khipu", """
            # a comment

            .todos(.cmd(.ad(item: "x")))
            expect nothing
            """)
        await withKnownIssue {
            await expectScript(at: path, domains: domains)
        } matching: { issue in
            issue.sourceLocation?.fileName == "bad.khipu" && issue.sourceLocation?.line == 3
                && issue.sourceLocation?.column == 14 && "\(issue)".contains("did you mean 'add'?")
        }
    }

    @Test("a script that checks nothing is an issue at the test")
    func scriptWithoutExpectations() async throws {
        let directory = try ScriptDirectory()
        let path = try directory.write("empty.khipu", ".todos(.cmd(.add(item: \"x\")))\n")
        let line = #line + 2
        await withKnownIssue {
            await expectScript(at: path, domains: domains)
        } matching: { issue in
            issue.sourceLocation?.line == line && "\(issue)".contains("checked nothing")
        }
    }

    @Test("a missing script is an issue naming it")
    func missingScript() async {
        await withKnownIssue {
            await expectScript(at: "scripts/no-such-script.khipu", domains: domains)
        } matching: { issue in
            "\(issue)".contains("no-such-script.khipu") && "\(issue)".contains("cannot read")
        }
    }

    @Test("a relative path is found from the package root, whatever the working directory")
    func relativePath() async {
        await expectScript(at: "scripts/todos.khipu", domains: domains)
    }
}

/// A temporary folder for scripts, removed when the test ends.
final class ScriptDirectory {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("khipu-testing-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func write(_ name: String, _ text: String) throws -> String {
        let path = url.appendingPathComponent(name).path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    deinit { try? FileManager.default.removeItem(at: url) }
}
