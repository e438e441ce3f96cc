import KhipuScript

extension StatementOutcome {
    /// One text for each event, as the REPL shows it: a dispatch's or emission's outputs
    /// joined by lines, a binding as `name = value`, a passed expectation as "ok".
    package var texts: [String] {
        events.map {
            switch $0 {
            case .failed(let problem): problem.rendered()
            case .expectationFailed(let text), .output(let text): text
            case .clockMoved(let move): move.text
            case .dispatched(_, let outputs), .emitted(let outputs): outputs.map(\.text).joined(separator: "\n")
            case .bound(let name, let value): "\(name) = \(value)"
            case .expectationPassed: "ok"
            }
        }
    }

    /// Every text the statement produced, as a session or a report prints it.
    package var printedTexts: [String] {
        events.flatMap { event -> [String] in
            switch event {
            case .dispatched(let message, let outputs): [message] + outputs.map(\.text)
            case .emitted(let outputs): outputs.map(\.text)
            case .bound(let name, let value): [name, value]
            case .expectationPassed: []
            case .failed(let problem): [problem.rendered()]
            case .clockMoved(let move): [move.text]
            case .expectationFailed(let text), .output(let text): [text]
            }
        }
    }
}
