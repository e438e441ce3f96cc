import ArgumentParser
import KhipuScript
import KhipuDSL

/// The `khipu` command line, for the domains it is given.
///
/// A package with its own domain gets its own `khipu` with a two-line `main.swift`:
/// ```swift
/// import KhipuCommandLine
/// import KhipuScript
/// await KhipuTool.main(domains: [KhipuDomain(MyDomain.definition)])
/// ```
public enum KhipuTool {
    public static func main(domains: [KhipuDomain], arguments: [String]? = nil) async {
        DomainRegistry.domains = domains
        await KhipuCommand.main(arguments)
    }
}

/// The domains `main` was given, for the subcommands ArgumentParser creates.
enum DomainRegistry {
    nonisolated(unsafe) static var domains: [KhipuDomain] = []

    static func domain(named name: String?) throws -> KhipuDomain {
        let name = name ?? "todos"
        if let domain = domains.first(where: { $0.name == name }) { return domain }
        if name == "todos", let first = domains.first { return first }
        let suggestion = DidYouMean.suggestion(for: name, among: domains.map(\.name))
        throw ValidationError(
            "unknown domain '\(name)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
                + " (domains: \(domains.map(\.name).joined(separator: ", ")))"
        )
    }
}

struct KhipuCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "khipu",
        abstract: "Type, run and check the messages of a Declarative Domain app.",
        version: KhipuVersion.current,
        subcommands: [ReplCommand.self, RunCommand.self, DescribeCommand.self, DomainsCommand.self],
        defaultSubcommand: ReplCommand.self
    )
}
