import Foundation
import KhipuDSL

/// A script split into its background (the statements before the first `scenario` line)
/// and its scenarios. A file without `scenario` lines is one scenario named after the file.
struct ScriptPlan {
    struct Scenario {
        let name: String
        /// Where its `scenario` line stands; nil for the whole file.
        let line: Int?
        /// A `scenario` line that does not read as one: run first, so that it fails the scenario.
        let malformedHeader: ParsedStatement?
        let statements: [ParsedStatement]
    }

    let background: [ParsedStatement]
    let scenarios: [Scenario]

    init(_ script: ScriptFile) {
        // A file without scenarios (most long ones) is one, its statements taken as they are.
        // In place: a loop over the elements would copy (retain) every statement's text.
        let hasScenarios = script.statements.withUnsafeBufferPointer { statements in
            statements.indices.contains { statements[$0].startsScenario }
        }
        guard hasScenarios else {
            background = []
            scenarios = [Scenario(name: Self.name(of: script), line: nil, malformedHeader: nil, statements: script.statements)]
            return
        }
        var background: [ParsedStatement] = []
        var scenarios: [Scenario] = []
        var current: (name: String, line: Int, header: ParsedStatement?, statements: [ParsedStatement])?
        for statement in script.statements {
            guard statement.startsScenario else {
                if current == nil { background.append(statement) } else { current?.statements.append(statement) }
                continue
            }
            if let current { scenarios.append(Scenario(name: current.name, line: current.line, malformedHeader: current.header, statements: current.statements)) }
            let line = statement.source.line
            if case .scenario(let name, _)? = statement.statement {
                current = (name, line, nil, [])
            } else {
                current = ("line \(line)", line, statement, [])
            }
        }
        if let current {
            scenarios.append(Scenario(name: current.name, line: current.line, malformedHeader: current.header, statements: current.statements))
        }
        self.background = background
        self.scenarios = scenarios
    }

    /// A file without scenarios runs as one named after the file.
    private static func name(of script: ScriptFile) -> String {
        ((script.path as NSString).lastPathComponent as NSString).deletingPathExtension
    }

    /// The statements one scenario runs: the background, then its own.
    func statements(of scenario: Scenario) -> [ParsedStatement] {
        // A file without scenarios is one whose statements are shared, not copied.
        if background.isEmpty && scenario.malformedHeader == nil { return scenario.statements }
        return background + (scenario.malformedHeader.map { [$0] } ?? []) + scenario.statements
    }

    /// How many expectations the statements hold, counting those of the files they
    /// `:load` (as far as they can be read), for what a stopped scenario skips. The loads
    /// are counted as the interpreter runs them: at most `Interpreter.maximumLoadDepth`
    /// deep and `Interpreter.maximumLoads` per statement, each file read once; so counting
    /// costs no more than running, whatever the shape of the tree.
    static func expectationCount(in statements: [ParsedStatement], file: String) -> Int {
        var counter = ExpectationCounter()
        let summary = summary(of: statements, file: file)
        return summary.loads.reduce(summary.expectations) { total, load in
            var budget = Interpreter.maximumLoads
            return total &+ counter.count(loading: load, depth: 1, budget: &budget)
        }
    }

    /// What the statements of one file hold: their own expectations and the files they load.
    fileprivate struct Summary {
        let expectations: Int
        let loads: [String]
    }

    fileprivate static func summary(of statements: [ParsedStatement], file: String) -> Summary {
        var expectations = 0
        var loads: [String] = []
        // In place: a loop over the elements would retain and release every statement.
        statements.withUnsafeBufferPointer { statements in
            for index in statements.indices where statements[index].mayHoldExpectations {
                if statements[index].isExpectation {
                    expectations += 1
                } else if let command = statements[index].metaCommand, command.name == MetaCommand.load.rawValue, !command.argument.isEmpty {
                    loads.append(ScriptFile.normalized(ScriptFile.resolve(command.argument, relativeTo: file)))
                }
            }
        }
        return Summary(expectations: expectations, loads: loads)
    }
}

/// Counts the expectations of a tree of `:load`s, each file read and parsed once.
private struct ExpectationCounter {
    private var summaries: [String: ScriptPlan.Summary?] = [:]

    /// The expectations `path` holds with those it loads, within what is left of `budget`.
    mutating func count(loading path: String, depth: Int, budget: inout Int) -> Int {
        guard depth <= Interpreter.maximumLoadDepth, budget > 0 else { return 0 }
        budget -= 1
        guard let summary = loadedSummary(path) else { return 0 }
        var total = summary.expectations
        for load in summary.loads {
            guard budget > 0 else { break }
            total = total &+ count(loading: load, depth: depth + 1, budget: &budget)
        }
        return total
    }

    private mutating func loadedSummary(_ path: String) -> ScriptPlan.Summary? {
        if let known = summaries[path] { return known }
        let summary = (try? ScriptFile.read(path)).map { ScriptPlan.summary(of: $0.statements, file: path) }
        summaries[path] = summary
        return summary
    }
}

extension ParsedStatement {
    /// Whether it is a `scenario` line, one that parses or not.
    fileprivate var startsScenario: Bool { opening == .scenario }

    fileprivate var mayHoldExpectations: Bool { opening == .expectation || opening == .metaCommand }
}
