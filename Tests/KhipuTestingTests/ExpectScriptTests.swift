import Foundation
import KhipuScript
import KhipuTestSupport
import KhipuTesting
import Testing
import Todos

@Suite("expectScript")
struct ExpectScriptTests {
    let domains = [KhipuDomain(TodosDomain.definition)]

    @Test("a passing script records no issue")
    func passingScript() async throws {
        let directory = try TemporaryDirectory()
        let path = try directory.file("pass.khipu", contents: """
            .todos(.cmd(.add(item: "x")))
            expect state.todos.items.count == 1
            """)
        await expectScript(at: path, domains: domains)
    }

    @Test("a failed message expectation is an issue at the script's line and column, with the diff")
    func failingExpectation() async throws {
        let directory = try TemporaryDirectory()
        let path = try directory.file("fail.khipu", contents: """
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
        let directory = try TemporaryDirectory()
        let path = try directory.file("bad.khipu", contents: """
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
        let directory = try TemporaryDirectory()
        let path = try directory.file("empty.khipu", contents: ".todos(.cmd(.add(item: \"x\")))\n")
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
