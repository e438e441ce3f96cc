import Foundation
import Khipu
import KhipuDSL
import Testing
import Todos
@testable import KhipuScript

/// The ids of what the interpreter reports, and of the typed errors of the layers below,
/// as reports see them.
@Suite("script diagnostic ids")
struct ScriptDiagnosticIDTests {
    private func outcome(of lines: [String]) async throws -> StatementOutcome {
        let todos = KhipuDomain(TodosDomain.definition)
        let interpreter = try Interpreter(domain: todos, domains: [todos], environment: .fixed())
        var last: StatementOutcome?
        for (index, line) in lines.enumerated() {
            last = await interpreter.run(ParsedStatement(StatementSource(text: line, line: index + 1)), file: "test.khipu").merged
        }
        return try #require(last)
    }

    @Test(
        "a failed statement carries the id of its diagnostic",
        arguments: [
            ([":clock advance soon"], DiagnosticID.invalidCommand),
            ([":set colour on"], .invalidCommand),
            ([":gateway nope"], .invalidCommand),
            ([":goto 99"], .indexOutOfRange),
            ([":help :nope"], .unknownCommand),
            ([":nope"], .unknownCommand),
            ([":domain nope"], .unknownDomain),
            ([":load"], .invalidCommand),
            (["expect nothing"], .nothingDispatched),
            (["let state = 1"], .invalidCommand),
            (["let x: Nope = 1"], .unknownType),
            (["state.todos.nope"], .unknownMember),
            (["state.todos.items[3]"], .indexOutOfRange),
            (["scenario"], .syntax),
            (["expect state.todos.items.count"], .syntax),
            (["expect state.todos < 1"], .typeMismatch),
        ]
    )
    func statementIDs(lines: [String], id: DiagnosticID) async throws {
        let outcome = try await outcome(of: lines)
        #expect(outcome.couldNotRun)
        #expect(outcome.diagnosticID == id)
    }

    @Test("a file that cannot be read is a diagnostic with the id load, at the path, in the system's words")
    func unreadableFile() async throws {
        let outcome = try await outcome(of: [":load /nonexistent/khipu-missing.khipu"])
        #expect(outcome.diagnosticID == .load)
        guard case .failed(let problem) = outcome.events.last else {
            Issue.record("expected a failure, got \(outcome.events)")
            return
        }
        let text = problem.rendered()
        #expect(text.hasPrefix("test.khipu:1:7: error: cannot read the file /nonexistent/khipu-missing.khipu: No such file or directory"))
    }

    @Test("the store's and the domain host's errors keep their type and their text")
    func typedErrorsOfTheLayersBelow() {
        let store = StoreError.locked(path: "/tmp/s.khipu", holder: 42)
        #expect(ScriptError(store)?.id == .store)
        #expect(ScriptError(store)?.description == store.description)
        guard case .store(let kept)? = ScriptError(store) else {
            Issue.record("a StoreError should stay a StoreError")
            return
        }
        #expect(kept == store)
        let loop = DomainHostError.messageLimitExceeded(limit: 10, dropped: 1, lastMessage: ".tick")
        #expect(ScriptError(loop)?.id == .feedbackLoop)
        #expect(ScriptError(loop)?.description == loop.description)
        #expect(ScriptError(CocoaError(.fileNoSuchFile)) == nil)
    }

    @Test("each script error has the id of its kind and the text users saw before")
    func scriptErrors() {
        let errors: [(ScriptError, DiagnosticID, String)] = [
            (.cannotReadFile(path: "a.khipu", reason: "No such file or directory"), .load,
             "a.khipu: error: cannot read the file (No such file or directory)"),
            (.notUTF8(path: "a.khipu", line: 2, column: 3, byte: "FF", offset: 9), .load,
             "a.khipu:2:3: error: the file is not UTF-8 text (byte 0xFF at byte offset 9)"),
            (.stillBusy(timeout: .seconds(5), after: "the dispatch"), .domainBusy,
             "the domain was still busy 5.0 seconds after the dispatch: its asynchronous work did not finish. "
                + "Work that waits should sleep on the domain's clock (`await KhipuEnvironment.current.sleep(for: .seconds(2))`), "
                + "which a script moves with `:clock advance`; `Task.sleep` and other clocks keep the domain busy"),
            (.notWrittenBySave(path: "/tmp/a.khipu", argument: "a.khipu"), .save,
             "/tmp/a.khipu already exists and was not written by :save; `:save! a.khipu` replaces it"),
            (.startDomainGone("todos"), .save, "the domain 'todos' the session started on is gone"),
            (.noFixtures(domain: "todos"), .invalidCommand, "the documentation of the todos domain has no fixtures"),
        ]
        for (error, id, text) in errors {
            #expect(error.id == id)
            #expect(error.description == text)
        }
    }
}
