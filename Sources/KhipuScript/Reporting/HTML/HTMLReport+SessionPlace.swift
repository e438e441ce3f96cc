extension HTMLReport {
    /// Where a typed statement's diagnostic points, said as the page numbers the statement:
    /// every typed statement starts at line 1 of `<input>`, so the session's eighth says
    /// `session:8:14`, not `<input>:1:14`.
    enum SessionPlace {
        /// `rendered` with its leading `<input>:LINE:` made `path:NUMBER:`, lines into a
        /// statement of several kept as lines below its number.
        static func relocated(_ rendered: String, line first: Int, to path: String, number: Int) -> String {
            let prefix = "<input>:"
            guard rendered.hasPrefix(prefix) else { return rendered }
            let rest = rendered.dropFirst(prefix.count)
            let digits = rest.prefix { $0.isNumber }
            guard let line = Int(digits), rest.dropFirst(digits.count).first == ":" else { return rendered }
            let (offset, overflowed) = line.subtractingReportingOverflow(first)
            let shown = overflowed ? number : number + max(0, min(offset, 10_000))
            return "\(path):\(shown)" + rest.dropFirst(digits.count)
        }
    }
}
