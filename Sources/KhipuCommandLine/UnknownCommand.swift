import ArgumentParser
import Foundation
import KhipuDSL

/// A first word that names no subcommand. Without this check ArgumentParser hands it to the
/// default subcommand (the REPL), which answers `khipu rn scripts` with "2 unexpected
/// arguments" and `khipu fuzz --help` with the REPL's help and status 0; Git and Cargo
/// answer such a word with "did you mean" instead, and so does a mistyped `--domain`.
enum UnknownCommand {
    /// The message for `arguments` whose first word is neither an option nor a subcommand;
    /// nil when ArgumentParser should parse them.
    static func message(for arguments: [String], commands: [String], toolName: String) -> String? {
        guard let word = arguments.first, !word.hasPrefix("-"), word != "help", !commands.contains(word) else { return nil }
        var message = "\(toolName): unknown command '\(word)'"
        if let suggestion = DidYouMean.suggestion(for: word, among: commands) {
            message += "; did you mean '\(suggestion)'?"
        } else if word.hasSuffix(".khipu") || FileManager.default.fileExists(atPath: word) {
            message += "; to run a script: \(toolName) run \(word)"
        }
        message += "\n\(toolName)'s commands: \(commands.joined(separator: ", ")) (\(toolName) --help describes them)\n"
        return message
    }

    /// The names of the tool's subcommands, in the order `--help` lists them.
    static var commandNames: [String] {
        KhipuCommand.configuration.subcommands.compactMap { $0.configuration.commandName }
    }
}
