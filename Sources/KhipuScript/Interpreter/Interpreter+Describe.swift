import Foundation
import Khipu
import KhipuDSL
import KhipuDescribe

/// `:describe [prefix]` and `:fixtures` in a session or a script.
extension Interpreter {
    /// The domain the session runs on, as `describe` sees it.
    var describableDomain: DescribableDomain? {
        domains.first { $0.name == domainName }?.describable
    }

    /// The grammar and rows under `prefix` (`:describe .todos(.cmd`), or everything; fitted
    /// to the terminal, or to 100 columns in a script, so that a script prints the same
    /// bytes on every run.
    func describe(_ command: MetaCommandInvocation, inScript: Bool) -> String {
        guard let domain = describableDomain else { return "no description of the \(domainName) domain" }
        let reference = DomainReference(domain)
        let prefix = command.argument.trimmingCharacters(in: .whitespaces)
        let width = inScript ? TerminalWidth.fallback : TerminalWidth.current()
        if let first = prefix.first, first.isUppercase {
            if let text = TypeDescription.render(prefix, in: reference, of: domain) { return text }
            if let missing = reference.missingDSL?.first(where: { $0 == prefix || $0.hasSuffix("." + prefix) }) {
                return MissingDSL.warning([missing])
            }
        }
        return prefix.isEmpty
            ? TextRenderer.render(reference, width: width)
            : TextRenderer.render(reference, prefix: prefix, width: width)
    }

    /// The fixtures of the domain's documentation, for `:fixtures` to bind: built as the
    /// pages `describe` prints and `--check` runs build them (`DescribableDomain.table()`),
    /// so a session binds exactly the values a page shows, ids and dates included.
    func documentationFixtures(_ command: MetaCommandInvocation) throws -> [DocumentationFixtureValue] {
        guard command.argument.isEmpty else {
            throw Diagnostic.fixturesTakeNoArgument(at: command.argumentRange)
        }
        let fixtures = describableDomain?.table().fixtureValues ?? []
        guard !fixtures.isEmpty else {
            throw ScriptError.noFixtures(domain: domainName)
        }
        return fixtures
    }
}
