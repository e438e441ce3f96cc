import Foundation
import Khipu
import KhipuDSL
import KhipuDescribe

/// `:describe [prefix or Type]` shows the messages the domain understands and its
/// documentation table, or the part a prefix or type names.
enum DescribeDomainCommand: MetaCommandHandler {
    static let usage = ":describe [prefix]"
    static let summary = "show the messages the domain understands and its documentation table; :describe PREFIX or TYPE narrows it"
    static let argumentCompletion = MetaArgumentCompletion.message

    static func help(_ examples: HelpExamples) -> [String] {
        [":describe with no argument shows the whole grammar and table of \(examples.domain).",
         ":describe \(examples.prefix ?? ".message(") shows only the messages that start so;",
         ":describe TypeName shows a type's cases or fields with their documentation."]
    }

    static func run(_ command: MetaCommandInvocation, in context: any MetaCommandContext, source: StatementSource, file: String?) -> StatementResult {
        StatementResult(events: [.output(describe(command, in: context, inScript: file != nil))])
    }

    /// The grammar and rows under `prefix` (`:describe .todos(.cmd`), or everything; fitted
    /// to the terminal, or to 100 columns in a script, so that a script prints the same
    /// bytes on every run.
    private static func describe(_ command: MetaCommandInvocation, in context: any MetaCommandContext, inScript: Bool) -> String {
        guard let domain = context.describableDomain else { return "no description of the \(context.domainName) domain" }
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
}
