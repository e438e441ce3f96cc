import KhipuScript

extension StatementOutcome {
    /// One text for each event, as the REPL shows it: a dispatch's or emission's outputs
    /// joined by lines, a binding as `name = value`, a passed expectation as "ok".
    package var texts: [String] {
        events.map {
            switch $0 {
            case .failed(let text), .expectationFailed(let text), .output(let text): text
            case .dispatched(_, let outputs), .emitted(let outputs): outputs.joined(separator: "\n")
            case .bound(let name, let value): "\(name) = \(value)"
            case .expectationPassed: "ok"
            }
        }
    }

    /// Every text the statement produced, as a session or a report prints it.
    package var printedTexts: [String] {
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
