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
    /// `:load` (as far as they can be read), for what a stopped scenario skips.
    static func expectationCount(in statements: [ParsedStatement], file: String, depth: Int = 0) -> Int {
        statements.withUnsafeBufferPointer { statements in
            statements.indices.reduce(0) { count, index in
                // Only an `expect` or a `:load` can count: the rest are passed over in place.
                guard statements[index].mayHoldExpectations else { return count }
                return count + expectations(in: statements[index], file: file, depth: depth)
            }
        }
    }

    private static func expectations(in statement: ParsedStatement, file: String, depth: Int) -> Int {
        if statement.isExpectation { return 1 }
        guard let command = statement.metaCommand, command.name == MetaCommand.load.rawValue, !command.argument.isEmpty, depth < 16 else {
            return 0
        }
        let path = ScriptFile.resolve(command.argument, relativeTo: file)
        guard let loaded = try? ScriptFile.read(path) else { return 0 }
        return expectationCount(in: loaded.statements, file: path, depth: depth + 1)
    }
}

extension ParsedStatement {
    /// Whether it is a `scenario` line, one that parses or not.
    fileprivate var startsScenario: Bool { opening == .scenario }

    fileprivate var mayHoldExpectations: Bool { opening == .expectation || opening == .metaCommand }
}
