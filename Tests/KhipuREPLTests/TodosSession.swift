import Foundation
import Khipu
import KhipuDSL
import KhipuScript
import Todos

/// A Todos session with a fixed clock and sequential ids, driven statement by statement.
final class TodosSession {
    let environment = KhipuEnvironment.fixed()
    let interpreter: Interpreter

    init(storeFile: URL? = nil, environment: KhipuEnvironment? = nil) throws {
        let environment = environment ?? self.environment
        let todos = KhipuDomain(TodosDomain.definition)
        interpreter = try Interpreter(domain: todos, domains: [todos], environment: environment, storeFile: storeFile)
    }

    @discardableResult
    func run(_ lines: String...) async -> [StatementOutcome] {
        var outcomes: [StatementOutcome] = []
        for line in lines {
            outcomes.append(await interpreter.run(ParsedStatement(StatementSource(text: line)), file: nil).merged)
        }
        return outcomes
    }
}

/// A temporary directory for one test, removed when the test ends.
final class ScratchDirectory {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("khipu-repl-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    deinit { try? FileManager.default.removeItem(at: url) }
}

extension StatementOutcome {
    var texts: [String] {
        events.map {
            switch $0 {
            case .failed(let text), .expectationFailed(let text), .output(let text): text
            case .dispatched(_, let outputs), .emitted(let outputs): outputs.joined(separator: "\n")
            case .bound(let name, let value): "\(name) = \(value)"
            case .expectationPassed: "ok"
            }
        }
    }
}
