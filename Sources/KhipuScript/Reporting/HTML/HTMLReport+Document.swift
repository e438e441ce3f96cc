/// What the page shows, independent of how the interpreter produced it.
extension HTMLReport {
    package struct Document: Sendable {
        package var title: String
        package var files: [File]
        /// Said at the top: e.g. that `--filter` matched nothing.
        package var notices: [String]

        package init(title: String, files: [File], notices: [String] = []) {
            self.title = title
            self.files = files
            self.notices = notices
        }

        package var passed: Int { files.reduce(0) { $0 + $1.passed } }
        package var failed: Int { files.reduce(0) { $0 + $1.failed } }
        package var skipped: Int { files.reduce(0) { $0 + $1.skipped } }
        package var duration: Duration { files.reduce(.zero) { $0 + $1.duration } }
    }
}
