import ArgumentParser
import Foundation
import KhipuDSL
import KhipuScript

/// The `khipu` command line, for the domains it is given.
///
/// A package with its own domain gets its own tool with a two-line `main.swift`:
/// ```swift
/// import KhipuCommandLine
/// import KhipuScript
/// await KhipuTool.main(domains: [KhipuDomain(MyDomain.definition)])
/// ```
/// The tool calls itself after its executable in `--help` and errors, and starts on the
/// first domain it was given unless `--domain` names another.
public enum KhipuTool: Sendable {
    /// - Parameters:
    ///   - name: what the tool calls itself; nil: the name of the executable.
    ///   - arguments: the command-line arguments without the executable; nil: the process's.
    public static func main(domains: [KhipuDomain], name: String? = nil, arguments: [String]? = nil) async {
        DomainRegistry.domains = domains
        DomainRegistry.toolName = name ?? executableName(CommandLine.arguments.first)
        let given = arguments ?? Array(CommandLine.arguments.dropFirst())
        if let message = UnknownCommand.message(for: given, commands: UnknownCommand.commandNames, toolName: DomainRegistry.toolName) {
            FileHandle.standardError.write(Data(message.utf8))
            exit(ExitCode.validationFailure.rawValue)
        }
        await KhipuCommand.main(arguments)
    }

    static func executableName(_ path: String?) -> String {
        let name = path.map { ($0 as NSString).lastPathComponent } ?? ""
        return name.isEmpty ? "khipu" : name
    }
}

/// The domains `main` was given and the tool's name, for the subcommands ArgumentParser creates.
enum DomainRegistry {
    nonisolated(unsafe) static var domains: [KhipuDomain] = []
    /// Kept where the interpreter reads it too (`:save`'s header, the REPL's banner).
    static var toolName: String {
        get { ToolName.current }
        set { ToolName.current = newValue }
    }

    /// The domain `--domain` names, or the first one the tool was given.
    static func domain(named name: String?) throws -> KhipuDomain {
        guard let name else {
            guard let first = domains.first else { throw ValidationError("\(toolName) was given no domains") }
            return first
        }
        if let domain = domains.first(where: { $0.name == name }) { return domain }
        let suggestion = DidYouMean.suggestion(for: name, among: domains.map(\.name))
        throw ValidationError(
            "unknown domain '\(name)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
                + " (\(toolName) has: \(domains.map(\.name).joined(separator: ", ")))"
        )
    }
}

struct KhipuCommand: AsyncParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: DomainRegistry.toolName,
            abstract: "Type, run and check the messages of a Declarative Domain app.",
            discussion: "Domains: \(DomainRegistry.domains.map(\.name).joined(separator: ", ")) (the first is the default).",
            version: KhipuVersion.current,
            subcommands: [ReplCommand.self, RunCommand.self, DescribeCommand.self, DomainsCommand.self, ExploreCommand.self, LspCommand.self, AttachCommand.self],
            defaultSubcommand: ReplCommand.self
        )
    }
}
