import Foundation
import Khipu
import KhipuDSL

/// `:report FILE` writes the session so far as one self-contained HTML page, the page
/// `khipu run --html` writes: each statement with the messages that came out, clock moves,
/// expectations, failures and the state's diff at that step.
package enum ReportCommand: MetaCommandHandler {
    /// `khipu attach` writes the page on the client's side; the app's side never does.
    static let notLiveBecause: String? = "the page would be written where the app runs; khipu attach writes it on the client's side"
    static let usage = ":report FILE"
    static let summary = "write the session so far as a self-contained HTML page (:report! replaces a file :report did not write)"
    static let argumentCompletion = MetaArgumentCompletion.files(scriptsOnly: false)
    static let needsArgument = true

    static func help(_ examples: HelpExamples) -> [String] {
        ["The page shows every statement with what came out of it and where from, the clock's",
         "moves, each expectation and the state's diff at each step; it loads nothing, so it",
         "opens from the file. :report refuses to overwrite a file it did not write."]
    }

    nonisolated(nonsending) static func run(
        _ command: MetaCommandInvocation, in context: any MetaCommandContext, source: StatementSource, file: String?
    ) async throws -> StatementResult {
        guard let report = context.sessionReport else { throw ReportError.notKept }
        let wrote = try write(report.entries, title: "khipu session — \(context.domainName)", argument: command.argument, relativeTo: file)
        return StatementResult(events: [.output(wrote)])
    }

    /// Writes the page of `entries` to the file `argument` names (`!FILE` replaces a file
    /// `:report` did not write); returns what the session shows. `khipu attach` calls it
    /// on the client's side, with the outcomes the app answered.
    package static func write(_ entries: [SessionReport.Entry], title: String, argument rawArgument: String, relativeTo file: String?) throws -> String {
        let replaces = rawArgument.hasPrefix("!")
        let argument = replaces ? rawArgument.dropFirst().trimmingCharacters(in: .whitespaces) : rawArgument.trimmingCharacters(in: .whitespaces)
        guard !argument.isEmpty else { throw ReportError.missingFile }
        let path = ScriptFile.resolve(argument, relativeTo: file)
        let target: String
        do throws(FileWriteError) {
            target = try RegularFile.target(of: path)
        } catch {
            throw ReportError.cannotWrite(error)
        }
        if !replaces, FileManager.default.fileExists(atPath: target), !HTMLReport.Page.isReport(atPath: target) {
            throw ReportError.notWrittenByReport(path: path, argument: argument)
        }
        let html = HTMLReport.render(session: entries, title: title, path: file ?? "session")
        do throws(FileWriteError) {
            try RegularFile.write(Data(html.utf8), to: path)
        } catch {
            throw ReportError.cannotWrite(error)
        }
        return "wrote \(path): \(entries.count) step\(entries.count == 1 ? "" : "s")"
    }
}
