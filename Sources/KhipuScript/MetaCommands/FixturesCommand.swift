import KhipuDSL
import KhipuDescribe

/// `:fixtures` binds the names the domain's documentation uses, so that the cells of
/// `:describe`'s table can be typed in as they read.
enum FixturesCommand: MetaCommandHandler {
    static let usage = ":fixtures"
    static let summary = "bind the names the domain's documentation uses, so its cells can be typed in"

    static func help(_ examples: HelpExamples) -> [String] {
        ["After :fixtures, the cells of :describe's table can be typed in as they read."]
    }

    static func replays(argument: String) -> Bool { true }

    static func run(_ command: MetaCommandInvocation, in context: any MetaCommandContext, source: StatementSource, file: String?) throws -> StatementResult {
        let fixtures = try documentationFixtures(command, in: context)
        fixtures.forEach { context.bind($0.name, to: $0.value) }
        return StatementResult(events: fixtures.map { .bound(name: $0.name, value: context.printed($0.value)) })
    }

    /// The fixtures of the domain's documentation, built as the pages `describe` prints
    /// and `--check` runs build them (`DescribableDomain.table()`), so a session binds
    /// exactly the values a page shows, ids and dates included.
    private static func documentationFixtures(
        _ command: MetaCommandInvocation, in context: any MetaCommandContext
    ) throws -> [DocumentationFixtureValue] {
        guard command.argument.isEmpty else {
            throw Diagnostic.fixturesTakeNoArgument(at: command.argumentRange)
        }
        let fixtures = context.describableDomain?.table().fixtureValues ?? []
        guard !fixtures.isEmpty else {
            throw ScriptError.noFixtures(domain: context.domainName)
        }
        return fixtures
    }
}
