import Foundation

extension HTMLReport {
    /// The failures at the top of the page, each a link to its step (or its scenario, or its
    /// file), with where it is and the first line of why, as Playwright's report lists them
    /// first: one click to each, no keyboard needed.
    struct FailureList {
        /// Past this many the list says how many more there are; `n` and "failures only" reach them.
        static let shownLimit = 100

        let document: Document
        let anchors: Anchors

        struct Entry {
            var anchor: String
            var place: String
            var statement: String?
            var why: String
        }

        var entries: [Entry] {
            var entries: [Entry] = []
            for (fileIndex, file) in document.files.enumerated() {
                if let loadError = file.loadError {
                    entries.append(Entry(anchor: anchors.file(fileIndex), place: file.path, why: Self.firstLine(loadError)))
                }
                for (scenarioIndex, scenario) in file.scenarios.enumerated() where !scenario.isBackground {
                    var listed = 0
                    for (stepIndex, step) in scenario.steps.enumerated() {
                        guard let why = Self.why(step) else { continue }
                        listed += 1
                        entries.append(Entry(
                            anchor: anchors.step(fileIndex, scenarioIndex, stepIndex),
                            place: "\(step.file ?? file.path):\(step.line)", statement: step.text, why: why))
                    }
                    // A failure with no failing step: the scenario checked nothing.
                    if listed == 0 && scenario.status == .failed {
                        entries.append(Entry(
                            anchor: anchors.scenario(fileIndex, scenarioIndex),
                            place: file.path + (scenario.line.map { ":\($0)" } ?? ""), statement: nil,
                            why: scenario.notes.first.map(Self.firstLine) ?? "scenario \"\(scenario.name)\" failed"))
                    }
                }
            }
            return entries
        }

        var html: String {
            let entries = entries
            guard !entries.isEmpty else { return "" }
            var out = "<nav class=\"failures\" aria-label=\"failures\">\n<h2>\(entries.count) failure\(entries.count == 1 ? "" : "s")</h2>\n<ol>\n"
            for entry in entries.prefix(Self.shownLimit) {
                out += "<li><a href=\"#\(entry.anchor)\">\(Text.html(entry.place))</a>"
                if let statement = entry.statement { out += " <code>\(Text.html(statement))</code>" }
                out += " <span class=\"why\">\(Text.html(entry.why))</span></li>\n"
            }
            if entries.count > Self.shownLimit {
                out += "<li class=\"more\">and \(entries.count - Self.shownLimit) more: <kbd>n</kbd> goes to each</li>\n"
            }
            out += "</ol>\n</nav>\n"
            return out
        }

        /// The first line that says why the step failed, without its place (the link says it).
        private static func why(_ step: Step) -> String? {
            for item in step.items {
                switch item {
                case .expectationFailed(let details):
                    // "…the last dispatch emitted:" says what only with the line after it.
                    let lines = details.split(separator: "\n", maxSplits: 2)
                    guard lines.count > 1, lines[0].hasSuffix(":") else { return firstLine(details) }
                    return firstLine(lines[0] + " " + lines[1].trimmingCharacters(in: .whitespaces))
                case .problem(let problem):
                    let line = problem.rendered.split(separator: "\n").first { $0.contains("error: ") }.map(String.init) ?? problem.rendered
                    return firstLine(line.range(of: "error: ").map { String(line[$0.lowerBound...]) } ?? line)
                default: continue
                }
            }
            return nil
        }

        private static func firstLine(_ text: String) -> String {
            let line = text.split(separator: "\n").first.map(String.init) ?? text
            return line.count > 160 ? String(line.prefix(159)) + "…" : line
        }
    }
}
