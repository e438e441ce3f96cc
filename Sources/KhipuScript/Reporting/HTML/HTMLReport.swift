/// A run or a session as one self-contained HTML page: a summary, then every scenario as a
/// timeline of its steps (the statement, the messages that came out with their source,
/// clock moves, expectations, failures, the state's diff). The page loads nothing: its
/// styles and script are inline, its steps are JSON that the script turns into elements
/// as scenarios are opened, so a run of ten thousand statements stays quick to open.
///
/// The page is written from `HTMLReport.Document`, a view model of its own; `Adapter`
/// makes one from what `khipu run` or a session produced.
package enum HTMLReport {
    /// The page of a `khipu run`: a section a file, in the order the files were named.
    package static func render(files: [FileResult], title: String, unmatchedFilter: String? = nil) -> String {
        Page(document: Adapter.document(files: files, title: title, unmatchedFilter: unmatchedFilter)).html
    }

    /// The page of a session so far (`:report FILE`): a scenario for what came before the
    /// first `scenario` statement and one for each scenario typed after it.
    package static func render(session outcomes: [SessionReport.Entry], title: String, path: String = "session") -> String {
        Page(document: Adapter.document(session: outcomes, title: title, path: path)).html
    }

    /// The page of a view model built by its caller (an attached session's own timeline).
    package static func render(_ document: Document) -> String {
        Page(document: document).html
    }
}
