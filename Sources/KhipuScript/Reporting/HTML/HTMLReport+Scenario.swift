extension HTMLReport {
    /// A scenario (or a whole file without scenarios) and its steps in order.
    package struct Scenario: Sendable {
        package enum Status: String, Sendable {
            case passed, failed
            /// `--filter` left it out.
            case filteredOut = "filtered-out"
            /// The run stopped before it.
            case notReached = "not-reached"
        }

        package var name: String
        /// The line of its `scenario` statement; nil for a whole file.
        package var line: Int?
        package var status: Status
        package var passed: Int
        package var failed: Int
        package var skipped: Int
        package var duration: Duration
        /// What it says besides its steps (work still waiting on the clock at its end).
        package var notes: [String]
        package var steps: [Step]
        /// The file's background (the lines before its first scenario), shown once above its
        /// scenarios instead of at the start of each.
        package var isBackground = false
        /// How many steps of the background this scenario ran first and the page shows once,
        /// in the file's background; 0 when it shows them itself (one of them failed here).
        package var backgroundStepsShownAbove = 0

        package init(
            name: String, line: Int?, status: Status, passed: Int = 0, failed: Int = 0, skipped: Int = 0,
            duration: Duration = .zero, notes: [String] = [], steps: [Step] = []
        ) {
            self.name = name
            self.line = line
            self.status = status
            self.passed = passed
            self.failed = failed
            self.skipped = skipped
            self.duration = duration
            self.notes = notes
            self.steps = steps
        }
    }
}
