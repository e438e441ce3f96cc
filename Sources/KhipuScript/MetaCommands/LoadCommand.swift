import KhipuDSL

/// `:load FILE` runs the statements of another `.khipu` file as if typed here.
enum LoadCommand: MetaCommandHandler {
    static let notLiveBecause: String? = "the file would be read where the app runs; khipu attach sends a file's statements from the client"
    static let usage = ":load FILE"
    static let summary = "run the statements of a .khipu file"
    static let argumentCompletion = MetaArgumentCompletion.files(scriptsOnly: true)
    static let needsArgument = true

    static func help(_ examples: HelpExamples) -> [String] {
        ["Paths are relative to the working directory, or to the script that loads the file."]
    }

    nonisolated(nonsending) static func run(
        _ command: MetaCommandInvocation, in context: any MetaCommandContext, source: StatementSource, file: String?
    ) async throws -> StatementResult {
        try await context.load(command, relativeTo: file)
    }
}
