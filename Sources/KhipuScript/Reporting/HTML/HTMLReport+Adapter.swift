import Foundation
import Khipu

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
            let scenarios = result.scenarios.map { scenario($0, in: result.path) }
            return File(path: result.path, loadError: result.loadError?.rendered(), scenarios: Background.shownOnce(in: scenarios))
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
            var typed = 0
            for entry in entries {
                let outcome = entry.outcome
                // What other sources sent an attached session has no statement and no line.
                let isArrival = outcome.file == nil && outcome.line == 0
                // Typed statements each start at line 1: they are numbered in the order they
                // were typed, and their diagnostics say so too.
                if outcome.file == nil && !isArrival { typed += 1 }
                var step = step(outcome, in: path, stateDiff: entry.stateDiff, typedAs: outcome.file == nil && !isArrival ? typed : nil)
                if isArrival {
                    step.line = typed
                    step.isArrival = true
                    step.text = outcome.text.hasPrefix("# ") ? String(outcome.text.dropFirst(2)) : outcome.text
                }
                if let name = scenarioName(outcome) {
                    close()
                    current = Scenario(name: name, line: step.line, status: .passed)
                }
                current.passed += outcome.passedExpectations
                current.failed += outcome.failures - refusals(in: outcome)
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

        /// `typedAs`: the statement's number in a session, which its diagnostics say instead
        /// of the line 1 every typed statement starts at.
        static func step(_ outcome: StatementOutcome, in path: String, stateDiff: [StateDiff.Line]?, typedAs number: Int? = nil) -> Step {
            var items: [Item] = []
            for event in outcome.events {
                items += self.items(event, of: outcome)
            }
            if let number {
                items = items.map { item in
                    guard case .problem(var problem) = item else { return item }
                    problem.rendered = SessionPlace.relocated(problem.rendered, line: outcome.line, to: path, number: number)
                    problem.line = number
                    return .problem(problem)
                }
            }
            if let stateDiff, !stateDiff.isEmpty { items.append(.stateDiff(stateDiff.map(diffLine))) }
            let file = outcome.file.flatMap { $0 == path ? nil : $0 }
            return Step(file: file, line: number ?? outcome.line, text: outcome.text, items: items)
        }

        /// The statements an attached session's app refused to apply to itself (`:undo`,
        /// `:clock`): said, not failures.
        private static func refusals(in outcome: StatementOutcome) -> Int {
            outcome.events.filter { if case .failed(let problem) = $0 { problem.id == .notLive } else { false } }.count
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
            case .failed(let problem) where problem.id == .notLive:
                return [.refused(problem.rendered())]
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
