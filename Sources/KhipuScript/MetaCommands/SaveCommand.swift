import KhipuDSL

/// `:save FILE` writes the session so far as a script that `khipu run` passes.
enum SaveCommand: MetaCommandHandler {
    static let usage = ":save FILE"
    static let summary = "write the session so far as a .khipu script, expecting what each dispatch emitted (:save! replaces a file :save did not write)"
    static let argumentCompletion = MetaArgumentCompletion.files(scriptsOnly: false)
    static let needsArgument = true

    static func help(_ examples: HelpExamples) -> [String] {
        ["The script replays from the domain's initial state; :save refuses to overwrite a file",
         "it did not write (:save! FILE overwrites it anyway)."]
    }

    nonisolated(nonsending) static func run(
        _ command: MetaCommandInvocation, in context: any MetaCommandContext, source: StatementSource, file: String?
    ) async throws -> StatementResult {
        if let live = context.liveSaving {
            let replacing = command.argument.hasPrefix("!")
            let path = (replacing ? String(command.argument.dropFirst()) : command.argument).trimmingCharacters(in: .whitespaces)
            guard !path.isEmpty else { throw Diagnostic.missingSaveFile(at: command.nameRange) }
            return StatementResult(events: [.output(try live.save(to: path, replacing: replacing))])
        }
        let saved = try await SessionScriptWriter.save(
            context.record, startDomain: context.storeDomainName, domainsUsed: context.domainsUsed,
            domains: context.domains, command: command, relativeTo: file)
        return StatementResult(events: [.output(saved)])
    }
}
