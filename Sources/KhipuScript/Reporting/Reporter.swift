import KhipuDSL

/// Shows the results of `khipu run` in one format. A file's lines are asked for once the
/// file is done, in the order the files were named, so that a run on several cores prints
/// what a serial run prints.
package protocol Reporter {
    /// Printed before the first file.
    var header: [String] { get }
    mutating func lines(for result: FileResult) -> [String]
    /// The closing lines, the summary last.
    mutating func closing(_ summary: RunSummary) -> [String]
}

/// How reports name a scenario and quote what went wrong.
enum ScenarioText {
    /// `file.khipu` for a whole file, `file.khipu:12 "Adding an item"` for a scenario.
    static func title(_ scenario: ScenarioResult, in path: String) -> String {
        let path = TerminalSafeText.visible(path)
        guard let line = scenario.line else { return path }
        return "\(path):\(line) \"\(TerminalSafeText.visible(scenario.name))\""
    }

    static func counts(_ scenario: ScenarioResult) -> String {
        "\(scenario.passed) passed, \(scenario.failed) failed, \(scenario.skipped) skipped"
    }

    /// Why a scenario that ran no expectation fails.
    static func checksNothing(_ scenario: ScenarioResult, in path: String) -> String {
        guard let line = scenario.line else {
            return "\(path): error: the file checks nothing: no expectation ran"
        }
        return "\(path):\(line): error: scenario \"\(scenario.name)\" checks nothing: no expectation ran"
    }

    /// The scenario's notes, each after its file (and the scenario's line): `file.khipu:12: note: …`.
    static func notes(_ scenario: ScenarioResult, in path: String) -> [String] {
        let place = TerminalSafeText.visible(path) + (scenario.line.map { ":\($0)" } ?? "")
        return scenario.notes.map { "\(place): " + TerminalSafeText.visible($0, keepingLineBreaks: true) }
    }

    /// Every failure of a scenario in full: file:line, what was expected and the diff.
    static func failures(_ scenario: ScenarioResult, in path: String) -> [String] {
        var lines = scenario.outcomes.filter(\.failed).map(FailureFormatter.format)
        if scenario.checksNothing { lines.append(checksNothing(scenario, in: path)) }
        return lines
    }
}
