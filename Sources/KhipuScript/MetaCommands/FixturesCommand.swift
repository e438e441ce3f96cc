import KhipuDSL

/// `:fixtures` binds the names the domain's documentation uses, so that the cells of
/// `:describe`'s table can be typed in as they read.
enum FixturesCommand: MetaCommandHandler {
    static let usage = ":fixtures"
    static let summary = "bind the names the domain's documentation uses, so its cells can be typed in"

    static func help(_ examples: HelpExamples) -> [String] {
        ["After :fixtures, the cells of :describe's table can be typed in as they read."]
    }

    static func replays(argument: String) -> Bool { true }

    static func run(_ command: MetaCommandInvocation, in interpreter: Interpreter, source: StatementSource, file: String?) throws -> StatementResult {
        let fixtures = try interpreter.documentationFixtures(command)
        fixtures.forEach { interpreter.bind($0.name, to: $0.value) }
        return StatementResult(events: fixtures.map { .bound(name: $0.name, value: interpreter.printed($0.value)) })
    }
}
