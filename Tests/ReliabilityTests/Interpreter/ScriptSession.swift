import Foundation
import Khipu
import KhipuDSL
import KhipuScript

/// An interpreter on one domain with a fixed environment, as `khipu run` makes it.
struct ScriptSession {
    let interpreter: Interpreter
    let environment = KhipuEnvironment.fixed()

    init(_ domain: KhipuDomain) throws {
        let environment = environment
        interpreter = try KhipuEnvironment.$current.withValue(environment) {
            try Interpreter(domain: domain, domains: [domain], environment: environment)
        }
    }

    /// Runs each line as a statement of `file`; returns everything printed for each.
    func run(_ lines: [String], file: String = "test.khipu") async -> [StatementOutcome] {
        await KhipuEnvironment.$current.withValue(environment) {
            var outcomes: [StatementOutcome] = []
            for (index, line) in lines.enumerated() {
                outcomes.append(await interpreter.run(ParsedStatement(StatementSource(text: line, line: index + 1)), file: file).merged)
            }
            return outcomes
        }
    }
}

extension StatementOutcome {
    /// Every text the statement produced, as a session or a report prints it.
    var printedTexts: [String] {
        events.flatMap { event -> [String] in
            switch event {
            case .dispatched(let message, let outputs): [message] + outputs
            case .emitted(let outputs): outputs
            case .bound(let name, let value): [name, value]
            case .expectationPassed: []
            case .expectationFailed(let text), .failed(let text), .output(let text): [text]
            }
        }
    }
}

/// A fresh directory under the temporary directory, removed by `remove()`.
struct ScratchDirectory {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("khipu-reliability-\(UUID().uuidString)")

    init() throws {
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func write(_ text: String, to name: String) throws {
        try text.write(to: url.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
