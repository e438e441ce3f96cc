import Foundation

extension HTMLReport {
    /// The one place that knows both what the interpreter produced (`FileResult`,
    /// `StatementOutcome`, `ScriptEvent`) and the page's view model.
    enum Adapter {
        static func document(files: [FileResult], title: String, unmatchedFilter: String?) -> Document {
            Document(
                title: title,
                files: files.map(file),
                notices: unmatchedFilter.map { [RunSummary.nothingMatched($0)] } ?? [])
        }

        static func file(_ result: FileResult) -> File {
            File(path: result.path, loadError: result.loadError, scenarios: result.scenarios.map { scenario($0, in: result.path) })
        }

        static func scenario(_ result: ScenarioResult, in path: String) -> Scenario {
            let status: Scenario.Status =
                switch result.status {
                case .filteredOut: .filteredOut
                case .notReached: .notReached
                case .ran: result.isFailure ? .failed : .passed
                }
            var notes = result.notes
            if result.checksNothing { notes.append(ScenarioText.checksNothing(result, in: path)) }
            let steps = result.outcomes.indices.map { index in
                step(result.outcomes[index], in: path, stateDiff: result.stateDiffs[index])
            }
            return Scenario(
                name: result.name, line: result.line, status: status, passed: result.passed, failed: result.failed,
                skipped: result.skipped, duration: result.duration, notes: notes, steps: steps)
        }

        /// A session's statements, a scenario for each `scenario` typed and one for what came before.
        static func document(session entries: [SessionReport.Entry], title: String, path: String) -> Document {
            var scenarios: [Scenario] = []
            var current = Scenario(name: "session", line: nil, status: .passed)
            func close() {
                guard !current.steps.isEmpty || current.line != nil else { return }
                current.status = current.failed > 0 ? .failed : .passed
                scenarios.append(current)
            }
            for entry in entries {
                if let name = scenarioName(entry.outcome) {
                    close()
                    current = Scenario(name: name, line: entry.outcome.line, status: .passed)
                }
                current.passed += entry.outcome.passedExpectations
                current.failed += entry.outcome.failures
                current.steps.append(step(entry.outcome, in: entry.outcome.file ?? path, stateDiff: entry.stateDiff))
            }
            close()
            return Document(title: title, files: [File(path: path, scenarios: scenarios)])
        }

        /// The name of a `scenario "name"` statement that ran.
        private static func scenarioName(_ outcome: StatementOutcome) -> String? {
            guard !outcome.couldNotRun, outcome.text.hasPrefix("scenario"),
                let open = outcome.text.firstIndex(of: "\""), let close = outcome.text.lastIndex(of: "\""), open < close
            else { return nil }
            return String(outcome.text[outcome.text.index(after: open)..<close])
        }

        static func step(_ outcome: StatementOutcome, in path: String, stateDiff: [StateDiff.Line]?) -> Step {
            var items: [Item] = []
            for event in outcome.events {
                items += self.items(event, of: outcome)
            }
            if let stateDiff, !stateDiff.isEmpty { items.append(.stateDiff(stateDiff.map(diffLine))) }
            let file = outcome.file.flatMap { $0 == path ? nil : $0 }
            return Step(file: file, line: outcome.line, text: outcome.text, items: items)
        }

        private static func items(_ event: ScriptEvent, of outcome: StatementOutcome) -> [Item] {
            switch event {
            case .dispatched(let message, let outputs):
                return [.sent(message)] + outputs.map { .message(text: $0, source: "answer") }
            case .emitted(let outputs):
                return outputs.map { .message(text: $0, source: outcome.text.hasPrefix(":clock") ? "timer" : "domain") }
            case .bound(let name, let value):
                return [.bound(name: name, value: value)]
            case .expectationPassed:
                return [.expectationPassed]
            case .expectationFailed(let details):
                return [.expectationFailed(details: details)]
            case .failed(let rendered):
                return [.problem(problem(rendered, of: outcome))]
            case .output(let text):
                if outcome.text.hasPrefix(":clock"), text.hasPrefix("clock: ") {
                    let by = outcome.text.dropFirst(":clock".count).trimmingCharacters(in: .whitespaces)
                    return [.clock(by: by, now: String(text.dropFirst("clock: ".count)))]
                }
                return [.output(text)]
            }
        }

        private static func problem(_ rendered: String, of outcome: StatementOutcome) -> Problem {
            Problem(
                rendered: rendered, id: outcome.diagnosticID?.rawValue, line: outcome.line, column: nil,
                suggestion: suggestion(in: rendered))
        }

        /// The did-you-mean of a rendered diagnostic: `  did you mean 'add'?`.
        private static func suggestion(in rendered: String) -> String? {
            for line in rendered.split(separator: "\n") {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                guard trimmed.hasPrefix("did you mean '"), trimmed.hasSuffix("'?") else { continue }
                return String(trimmed.dropFirst("did you mean '".count).dropLast(2))
            }
            return nil
        }

        static func diffLine(_ line: StateDiff.Line) -> DiffLine {
            switch line.kind {
            case .removed: DiffLine(kind: "-", text: line.text)
            case .added: DiffLine(kind: "+", text: line.text)
            case .context: DiffLine(kind: " ", text: line.text)
            case .collapsed: DiffLine(kind: "…", text: line.text)
            }
        }
    }
}
