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
    /// `:load` (as far as they can be read), for what a stopped scenario skips.
    static func expectationCount(in statements: [StatementSource], file: String, depth: Int = 0) -> Int {
        statements.withUnsafeBufferPointer { statements in
            statements.indices.reduce(0) { count, index in
                // Only an `expect` or a `:load` can count: the rest are not parsed twice.
                guard Self.mayHoldExpectations(statements[index].text) else { return count }
                return count + expectations(in: statements[index], file: file, depth: depth)
            }
        }
    }

    private static func expectations(in source: StatementSource, file: String, depth: Int) -> Int {
        switch try? StatementParser.parse(source.text) {
        case let statement? where statement.isExpectation:
            return 1
        case .meta(let name, _, let argument, _)? where name == MetaCommand.load.rawValue && !argument.isEmpty && depth < 16:
            let path = ScriptFile.resolve(argument, relativeTo: file)
            guard let loaded = try? ScriptFile.read(path) else { return 0 }
            return expectationCount(in: loaded.statements, file: path, depth: depth + 1)
        default:
            return 0
        }
    }
}
