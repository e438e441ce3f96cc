import Foundation
import KhipuDescribe

extension HTMLReport {
    /// The page itself: a static summary and a heading a scenario, written here; the steps
    /// as JSON that `Script` turns into elements. Every text is escaped: in the markup as
    /// HTML, in the JSON so that nothing in it can close its `<script>`.
    struct Page {
        /// The second line of every page written, by which `:report` knows a file it may replace.
        static let marker = "<!-- khipu report -->"
        /// Above this many steps the script builds a scenario's steps only when it is opened
        /// (and then in pages, as they scroll into view); below, all at once.
        static let eagerStepLimit = 2_000

        let document: Document

        static func isReport(atPath path: String) -> Bool {
            guard let handle = FileHandle(forReadingAtPath: path) else { return false }
            defer { try? handle.close() }
            let start = (try? handle.read(upToCount: 200)) ?? Data()
            return String(decoding: start, as: UTF8.self).contains(marker)
        }

        var html: String {
            let anchors = Anchors(document)
            var out = "<!DOCTYPE html>\n\(Self.marker)\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
            out += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
            out += "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:\">\n"
            out += "<meta name=\"generator\" content=\"khipu\">\n"
            out += "<title>\(Text.html(document.title))</title>\n<style>\n\(Resources.css)</style>\n</head>\n<body>\n"
            out += header
            out += FailureList(document: document, anchors: anchors).html
            out += summary(anchors)
            out += "<noscript><p class=\"notice\">The steps of each scenario are shown by the page's script: allow JavaScript for this file to see them.</p></noscript>\n"
            out += "<main>\n"
            for (fileIndex, file) in document.files.enumerated() {
                out += section(file, index: fileIndex, anchors: anchors)
            }
            out += "</main>\n"
            out += "<script type=\"application/json\" id=\"khipu-steps\">"
            out += Payload(document, anchors: anchors, eager: totalSteps <= Self.eagerStepLimit).json()
            out += "</script>\n<script>\n\(Resources.javaScript)</script>\n</body>\n</html>\n"
            return out
        }

        private var totalSteps: Int { document.files.reduce(0) { $0 + $1.scenarios.reduce(0) { $0 + $1.steps.count } } }

        private var header: String {
            let status = document.failed > 0 ? "failed" : "passed"
            var out = "<header class=\"top \(status)\">\n<h1>\(Text.html(document.title))</h1>\n"
            out += "<p class=\"totals\">\(counts(passed: document.passed, failed: document.failed, skipped: document.skipped))"
            out += " <span class=\"time\">\(Text.seconds(document.duration))</span></p>\n"
            for notice in document.notices {
                out += "<p class=\"notice\">\(Text.html(notice))</p>\n"
            }
            out += "<div class=\"controls\"><label><input type=\"checkbox\" id=\"failures-only\"> failures only</label>"
            out += " <span class=\"keys\"><kbd>n</kbd> / <kbd>p</kbd> next / previous failure</span></div>\n</header>\n"
            return out
        }

        private func counts(passed: Int, failed: Int, skipped: Int) -> String {
            "<span class=\"count passed\">\(passed) passed</span> <span class=\"count failed\">\(failed) failed</span> <span class=\"count skipped\">\(skipped) skipped</span>"
        }

        private func summary(_ anchors: Anchors) -> String {
            var out = "<nav class=\"summary\" aria-label=\"files\">\n<table>\n<thead><tr><th>file</th><th>passed</th><th>failed</th><th>skipped</th><th>time</th></tr></thead>\n<tbody>\n"
            for (index, file) in document.files.enumerated() {
                let status = file.failed > 0 ? "failed" : "passed"
                out += "<tr class=\"\(status)\"><td><a href=\"#\(anchors.file(index))\">\(Text.html(file.path))</a></td>"
                out += "<td>\(file.passed)</td><td>\(file.failed)</td><td>\(file.skipped)</td><td>\(Text.seconds(file.duration))</td></tr>\n"
            }
            out += "</tbody>\n</table>\n</nav>\n"
            return out
        }

        private func section(_ file: File, index fileIndex: Int, anchors: Anchors) -> String {
            let status = file.failed > 0 ? "failed" : "passed"
            var out = "<section class=\"file \(status)\" id=\"\(anchors.file(fileIndex))\">\n"
            out += "<h2><a class=\"file-link\" href=\"#\(anchors.file(fileIndex))\">\(Text.html(file.path))</a> "
            out += "<span class=\"counts\">\(counts(passed: file.passed, failed: file.failed, skipped: file.skipped))</span></h2>\n"
            if let loadError = file.loadError {
                out += "<pre class=\"problem\">\(Text.html(loadError))</pre>\n"
            }
            let backgroundID = file.scenarios.firstIndex(where: \.isBackground).map { anchors.scenario(fileIndex, $0) }
            for (scenarioIndex, scenario) in file.scenarios.enumerated() {
                out += self.scenario(
                    scenario, in: file, id: anchors.scenario(fileIndex, scenarioIndex), index: anchors.flatIndex(fileIndex, scenarioIndex),
                    backgroundID: backgroundID)
            }
            out += "</section>\n"
            return out
        }

        private func scenario(_ scenario: Scenario, in file: File, id: String, index: Int, backgroundID: String?) -> String {
            let opened = scenario.status == .failed ? " open" : ""
            let kind = scenario.isBackground ? "background" : scenario.status.rawValue
            var out = "<details class=\"scenario \(kind)\" id=\"\(id)\" data-index=\"\(index)\"\(opened)>\n<summary>"
            out += "<span class=\"mark\" aria-hidden=\"true\"></span> <span class=\"name\">\(Text.html(scenario.name))</span> "
            let place = file.path + (scenario.line.map { ":\($0)" } ?? "")
            out += "<span class=\"where\">\(Text.html(place))</span> "
            out += "<span class=\"status-text\">\(statusText(scenario, in: file))</span> "
            out += "<span class=\"time\">\(Text.seconds(scenario.duration))</span> "
            out += "<a class=\"anchor\" href=\"#\(id)\" title=\"link to this scenario\" aria-label=\"link to this scenario\">\(HTMLLinkIcon.svg)</a>"
            // Notes (work still waiting when it ended) are read without opening the scenario.
            for note in scenario.notes {
                out += "<span class=\"note\">\(Text.html(note))</span>"
            }
            out += "</summary>\n"
            if scenario.backgroundStepsShownAbove > 0, let backgroundID {
                let count = scenario.backgroundStepsShownAbove
                out += "<p class=\"after-background\">after the file's <a href=\"#\(backgroundID)\">background</a> (\(count) step\(count == 1 ? "" : "s"), as shown there)</p>\n"
            }
            out += "<ol class=\"steps\" data-count=\"\(scenario.steps.count)\"></ol>\n"
            out += "</details>\n"
            return out
        }

        private func statusText(_ scenario: Scenario, in file: File) -> String {
            if scenario.isBackground {
                let count = file.scenarios.filter { $0.backgroundStepsShownAbove > 0 }.count
                return "the lines before the first scenario, run at the start of each (\(count) scenarios)"
            }
            switch scenario.status {
            case .filteredOut: return "skipped: filtered out by --filter"
            case .notReached: return "skipped: not reached"
            case .passed, .failed: return "\(scenario.passed) passed, \(scenario.failed) failed, \(scenario.skipped) skipped"
            }
        }
    }
}
