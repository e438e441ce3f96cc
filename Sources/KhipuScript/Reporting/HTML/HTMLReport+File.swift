extension HTMLReport {
    /// One script file, or a session.
    package struct File: Sendable {
        package var path: String
        /// Why the file could not be read; counts as one failure.
        package var loadError: String?
        package var scenarios: [Scenario]

        package init(path: String, loadError: String? = nil, scenarios: [Scenario]) {
            self.path = path
            self.loadError = loadError
            self.scenarios = scenarios
        }

        package var passed: Int { scenarios.reduce(0) { $0 + $1.passed } }
        package var failed: Int { scenarios.reduce(0) { $0 + $1.failed } + (loadError == nil ? 0 : 1) }
        package var skipped: Int { scenarios.reduce(0) { $0 + $1.skipped } }
        package var duration: Duration { scenarios.reduce(.zero) { $0 + $1.duration } }
    }
}
