extension HTMLReport {
    /// One statement as written, where it was written, and what came of it in order.
    package struct Step: Sendable {
        /// The file it was written in when not the scenario's own (a `:load`ed file).
        package var file: String?
        package var line: Int
        package var text: String
        package var items: [Item]
        /// Messages that reached the domain from another source (the app, another client)
        /// while an attached session waited: `text` says from where, `line` is the last
        /// typed statement's, for its anchor only.
        package var isArrival: Bool

        package init(file: String? = nil, line: Int, text: String, items: [Item], isArrival: Bool = false) {
            self.file = file
            self.line = line
            self.text = text
            self.items = items
            self.isArrival = isArrival
        }

        package var failed: Bool {
            items.contains {
                switch $0 {
                case .expectationFailed, .problem: true
                default: false
                }
            }
        }
    }
}
