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
        let malformedHeader: StatementSource?
        let statements: [StatementSource]
    }

    let background: [StatementSource]
    let scenarios: [Scenario]

    init(_ script: ScriptFile) {
        // A file without scenarios (most long ones) is one, its statements taken as they are.
        // In place: a loop over the elements would copy (retain) every statement's text.
        let hasScenarios = script.statements.withUnsafeBufferPointer { statements in
            statements.indices.contains { Self.startsScenario(statements[$0].text) }
        }
        guard hasScenarios else {
            background = []
            scenarios = [Scenario(name: Self.name(of: script), line: nil, malformedHeader: nil, statements: script.statements)]
            return
        }
        var background: [StatementSource] = []
        var scenarios: [Scenario] = []
        var current: (name: String, line: Int, header: StatementSource?, statements: [StatementSource])?
        for statement in script.statements {
            guard Self.startsScenario(statement.text) else {
                if current == nil { background.append(statement) } else { current?.statements.append(statement) }
                continue
            }
            if let current { scenarios.append(Scenario(name: current.name, line: current.line, malformedHeader: current.header, statements: current.statements)) }
            if case .scenario(let name, _)? = try? StatementParser.parse(statement.text) {
                current = (name, statement.line, nil, [])
            } else {
                current = ("line \(statement.line)", statement.line, statement, [])
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
    func statements(of scenario: Scenario) -> [StatementSource] {
        // A file without scenarios is one whose statements are shared, not copied.
        if background.isEmpty && scenario.malformedHeader == nil { return scenario.statements }
        return background + (scenario.malformedHeader.map { [$0] } ?? []) + scenario.statements
    }

    private static func mayHoldExpectations(_ text: String) -> Bool {
        guard mayStart(text, with: UInt8(ascii: ":")) || mayStart(text, with: UInt8(ascii: "e")) else { return false }
        var parser = DSLParser(text)
        parser.skipTrivia()
        return parser.peekByte() == UInt8(ascii: ":") || parser.consumeKeyword("expect")
    }

    private static func startsScenario(_ text: String) -> Bool {
        guard mayStart(text, with: UInt8(ascii: "s")) else { return false }
        var parser = DSLParser(text)
        parser.skipTrivia()
        return parser.consumeKeyword("scenario")
    }

    /// Whether the first byte after the text's leading whitespace is `byte`, or a comment
    /// or a byte order mark that only the parser looks past: a look that spares most
    /// statements a parser, which copies their text, when a long script is planned.
    private static func mayStart(_ text: String, with byte: UInt8) -> Bool {
        let isSpace = { (byte: UInt8) in byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
        guard let first = text.firstByte(where: { !isSpace($0) }) else { return false }
        return first == byte || first == UInt8(ascii: "#") || first == UInt8(ascii: "/") || first == 0xEF
    }

    /// How many expectations the statements hold, counting those of the files they
    /// `:load` (as far as they can be read), for what a stopped scenario skips. The loads
    /// are counted as the interpreter runs them: at most `Interpreter.maximumLoadDepth`
    /// deep and `Interpreter.maximumLoads` per statement, each file read once; so counting
    /// costs no more than running, whatever the shape of the tree.
    static func expectationCount(in statements: [StatementSource], file: String) -> Int {
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

    fileprivate static func summary(of statements: [StatementSource], file: String) -> Summary {
        var expectations = 0
        var loads: [String] = []
        statements.withUnsafeBufferPointer { statements in
            for index in statements.indices where Self.mayHoldExpectations(statements[index].text) {
                switch try? StatementParser.parse(statements[index].text) {
                case let statement? where statement.isExpectation:
                    expectations += 1
                case .meta(let name, _, let argument, _)? where name == MetaCommand.load.rawValue && !argument.isEmpty:
                    loads.append(ScriptFile.normalized(ScriptFile.resolve(argument, relativeTo: file)))
                default:
                    break
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
