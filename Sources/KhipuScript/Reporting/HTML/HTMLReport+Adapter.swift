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
            File(path: result.path, loadError: result.loadError?.rendered(), scenarios: result.scenarios.map { scenario($0, in: result.path) })
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

        /// A session's statements, a scenario for each `scenario` typed and one for what came
        /// before; `path` names the session (a script's path when a script runs `:report`).
        static func document(session entries: [SessionReport.Entry], title: String, path: String) -> Document {
            var scenarios: [Scenario] = []
            var current = Scenario(name: "session", line: nil, status: .passed)
            func close() {
                guard !current.steps.isEmpty || current.line != nil else { return }
                current.status = current.failed > 0 ? .failed : .passed
                scenarios.append(current)
            }
            for (index, entry) in entries.enumerated() {
                var step = step(entry.outcome, in: path, stateDiff: entry.stateDiff)
                // Typed statements each start at line 1: they are numbered in the order they ran.
                if entry.outcome.file == nil { step.line = index + 1 }
                if let name = scenarioName(entry.outcome) {
                    close()
                    current = Scenario(name: name, line: step.line, status: .passed)
                }
                current.passed += entry.outcome.passedExpectations
                current.failed += entry.outcome.failures
                current.steps.append(step)
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
                return [.sent(message)] + outputs.map(self.message)
            case .emitted(let outputs):
                return outputs.map(self.message)
            case .clockMoved(let move):
                let by = outcome.text.drop { $0 != " " }.trimmingCharacters(in: .whitespaces)
                return [.clock(by: by, now: ISO8601.string(from: move.to))]
            case .bound(let name, let value):
                return [.bound(name: name, value: value)]
            case .expectationPassed:
                return [.expectationPassed]
            case .expectationFailed(let details):
                return [.expectationFailed(details: details)]
            case .failed(let problem):
                return [.problem(self.problem(problem, of: outcome))]
            case .output(let text):
                return [.output(text)]
            }
        }

        private static func message(_ message: EmittedMessage) -> Item {
            .message(text: message.text, source: message.source.label, kind: kind(of: message.source))
        }

        /// A word for the page's styles: where a message came from, without the details.
        static func kind(of source: MessageSource) -> String {
            switch source {
            case .answer: "answer"
            case .followUp(_, let timer, _): timer == nil ? "follow-up" : "timer"
            case .clock: "clock"
            case .app: "app"
            case .client: "client"
            }
        }

        private static func problem(_ problem: StatementProblem, of outcome: StatementOutcome) -> Problem {
            let position = problem.position(defaultFile: outcome.file)
            var suggestion: String?
            if case .diagnostic(let located) = problem { suggestion = located.diagnostic.suggestion }
            return Problem(
                rendered: problem.rendered(), id: problem.id?.rawValue, line: position.line, column: position.column,
                suggestion: suggestion)
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
