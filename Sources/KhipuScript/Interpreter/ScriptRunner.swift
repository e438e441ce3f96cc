import Foundation
import Khipu
import KhipuDSL

/// How `khipu run` runs scripts.
package struct RunOptions: Sendable {
    /// Stop at the first failure: what was not reached counts as skipped.
    package var failFast = false
    /// Start every scenario with `:set exhaustive on`.
    package var exhaustive = false
    /// Run only the scenarios whose name contains this text (any case).
    package var filter: String?
    /// Nobody reads what passed, only failures and counts (`khipu run` without
    /// `--transcript` or `--record`): dispatches print nothing, and only the outcomes of
    /// expectations and failures are kept, so a long script costs and keeps what it shows.
    package var showsOnlyFailures = false
    /// How long a statement waits for the domain's work (what does not wait on the clock) to end.
    package var quietTimeout: Duration = .seconds(5)
    /// Keep the state's diff at each statement (`ScenarioResult.stateDiffs`), for a report
    /// that shows it (`--html`): printing the state twice a statement costs, so only then.
    /// Only with `showsOnlyFailures` off, which keeps every outcome for the diffs to go with.
    package var recordsStateDiffs = false

    package init(
        failFast: Bool = false, exhaustive: Bool = false, filter: String? = nil, showsOnlyFailures: Bool = false,
        quietTimeout: Duration = .seconds(5), recordsStateDiffs: Bool = false
    ) {
        self.failFast = failFast
        self.exhaustive = exhaustive
        self.filter = filter
        self.showsOnlyFailures = showsOnlyFailures
        self.quietTimeout = quietTimeout
        self.recordsStateDiffs = recordsStateDiffs
    }
}

/// Runs script files, each scenario on a fresh domain with a fixed clock and sequential
/// ids after the file's background, so that two runs print the same bytes.
///
/// Files share nothing, so several may run at once.
package struct ScriptRunner: Sendable {
    let domains: [KhipuDomain]
    let defaultDomain: KhipuDomain
    let options: RunOptions

    package init(domains: [KhipuDomain], defaultDomain: KhipuDomain, options: RunOptions) {
        self.domains = domains
        self.defaultDomain = defaultDomain
        self.options = options
    }

    package init(domains: [KhipuDomain], defaultDomain: KhipuDomain, failFast: Bool) {
        self.init(domains: domains, defaultDomain: defaultDomain, options: RunOptions(failFast: failFast))
    }

    /// Runs one file; `report` sees every statement's outcome as it comes.
    package func run(_ path: String, report: (StatementOutcome) -> Void = { _ in }) async -> FileResult {
        var result = FileResult(path: path)
        let plan: ScriptPlan
        do {
            plan = ScriptPlan(try ScriptFile.read(path))
        } catch let error as ScriptError {
            result.loadError = error.problem(file: path)
            return result
        } catch {
            result.loadError = .error("\(error)", file: path, line: nil)
            return result
        }
        var stopped = false
        for scenario in plan.scenarios {
            let statements = plan.statements(of: scenario)
            let planned = ScriptPlan.expectationCount(in: statements, file: path)
            if let filter = options.filter, scenario.name.range(of: filter, options: .caseInsensitive) == nil {
                result.scenarios.append(ScenarioResult(name: scenario.name, line: scenario.line, status: .filteredOut, planned: planned))
                continue
            }
            if Task.isCancelled { stopped = true }
            guard !stopped else {
                result.scenarios.append(ScenarioResult(name: scenario.name, line: scenario.line, status: .notReached, planned: planned))
                continue
            }
            var scenarioResult = ScenarioResult(name: scenario.name, line: scenario.line, status: .ran, planned: planned)
            let started = ContinuousClock.now
            let end = await run(statements, of: path, into: &scenarioResult, report: report)
            scenarioResult.duration = ContinuousClock.now - started
            result.scenarios.append(scenarioResult)
            if end == .quit || (options.failFast && scenarioResult.isFailure) { stopped = true }
        }
        return result
    }

    /// The file as a run that stopped before it counts it: every expectation skipped.
    package func notRun(_ path: String) -> FileResult {
        var result = FileResult(path: path)
        guard let script = try? ScriptFile.read(path) else { return result }
        let plan = ScriptPlan(script)
        result.scenarios = plan.scenarios.map { scenario in
            ScenarioResult(
                name: scenario.name, line: scenario.line, status: .notReached,
                planned: ScriptPlan.expectationCount(in: plan.statements(of: scenario), file: path)
            )
        }
        return result
    }

    private enum End {
        case completed
        case stopped
        case quit
    }

    /// Runs statements on a fresh domain until one cannot run (what it was to make is
    /// missing for the rest), `:quit`, or with `--fail-fast` the first failure.
    private func run(_ statements: [ParsedStatement], of path: String, into result: inout ScenarioResult, report: (StatementOutcome) -> Void) async -> End {
        let interpreter: Interpreter
        do {
            interpreter = try Interpreter(domain: startingDomain(of: statements), domains: domains, environment: .fixed())
        } catch {
            let outcome = StatementOutcome(file: path, line: 1, text: "", events: [.failed(.error("\(error)", file: path, line: nil))], isExpectation: false, stop: false)
            result.outcomes.append(outcome)
            report(outcome)
            return .stopped
        }
        interpreter.settings.isExhaustive = options.exhaustive
        interpreter.quietTimeout = options.quietTimeout
        interpreter.printsEvents = !options.showsOnlyFailures
        // One look at the statements for the commands that decide what the run keeps.
        let mayRun = statements.commandsThatMayRun(MetaCommand.timeTravel + [.save, .load, .report])
        interpreter.undoLimit = mayRun.isDisjoint(with: MetaCommand.timeTravel) ? 0 : StepHistory.defaultLimit
        // A loaded file may save too.
        interpreter.keepsRecord = mayRun.contains(.save) || mayRun.contains(.load)
        // The interpreter keeps each statement's outcome and state diff for `:report`, and for
        // the run's report when it shows the diffs (kept here rather than in the loop below,
        // which every statement of every script goes through).
        let keepsDiffs = options.recordsStateDiffs && !options.showsOnlyFailures
        if keepsDiffs || mayRun.contains(.report) || mayRun.contains(.load) {
            interpreter.sessionReport = SessionReport(recordsStateDiffs: keepsDiffs || mayRun.contains(.report))
        }
        let end = await interpreter.inOwnEnvironment {
            var end = End.completed
            for statement in statements {
                let run = await interpreter.run(statement, file: path)
                run.forEach { outcome in
                    if !options.showsOnlyFailures || outcome.counts { result.outcomes.append(outcome) }
                    report(outcome)
                }
                if run.contains(where: \.couldNotRun) {
                    end = .stopped
                } else if run.contains(where: \.stop) {
                    end = .quit
                } else if options.failFast && run.contains(where: \.failed) {
                    end = .stopped
                }
                if end != .completed { break }
            }
            return end
        }
        if keepsDiffs, let entries = interpreter.sessionReport?.entries {
            // Every outcome was kept, in the order the interpreter saw them.
            for (index, entry) in zip(result.outcomes.indices, entries) {
                if let diff = entry.stateDiff { result.stateDiffs[index] = diff }
            }
        }
        if end == .completed, let unmatched = interpreter.closeEmission() {
            result.outcomes.append(unmatched)
            report(unmatched)
        }
        if end != .stopped, let waiting = interpreter.waitingAtEnd() {
            if waiting.fails {
                let last = statements.last?.source
                let failure = StatementOutcome(
                    file: path, line: last?.line ?? 1, text: last?.text ?? "", events: [.expectationFailed(details: waiting.text)],
                    isExpectation: false, stop: false)
                result.outcomes.append(failure)
                report(failure)
            } else {
                result.notes.append(waiting.text)
            }
        }
        return end
    }

    /// The domain a script names with `:domain NAME` as its first statement, so that the
    /// default domain is never started (and uses up no ids) for a script about another.
    func startingDomain(of script: ScriptFile) -> KhipuDomain {
        startingDomain(of: script.statements)
    }

    private func startingDomain(of statements: [ParsedStatement]) -> KhipuDomain {
        guard let command = statements.first?.metaCommand, command.name == MetaCommand.domain.rawValue,
            let domain = domains.first(where: { $0.name == command.argument })
        else { return defaultDomain }
        return domain
    }
}
