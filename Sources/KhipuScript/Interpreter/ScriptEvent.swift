/// What happened when one statement ran, for reporters and the REPL to show.
package enum ScriptEvent: Equatable {
    /// A message was dispatched; `outputs` are the messages the domain put out, printed.
    case dispatched(message: String, outputs: [String])
    /// Messages the domain put out on its own, e.g. a timer ticking after `:clock advance`.
    case emitted([String])
    case bound(name: String, value: String)
    case expectationPassed
    /// `details` says what was expected and what was there, with a diff.
    case expectationFailed(details: String)
    /// The statement could not run: a rendered diagnostic or a plain message.
    case failed(String)
    /// Text a meta command prints (`:state`, `:help`).
    case output(String)
}

/// The events of one statement together with where it stood.
package struct StatementOutcome {
    package let file: String?
    package let line: Int
    package let text: String
    package let events: [ScriptEvent]
    package let isExpectation: Bool
    package let stop: Bool

    package var failed: Bool {
        events.contains {
            switch $0 {
            case .expectationFailed, .failed: true
            default: false
            }
        }
    }
}
