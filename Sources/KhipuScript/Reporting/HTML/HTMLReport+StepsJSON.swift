extension HTMLReport {
    /// The steps of every scenario as the JSON the page's script reads: an object a
    /// scenario in page order, a step `{"l": line, "t": text, "x": 1 when it failed,
    /// "i": items}`, with `"id"` and `"f"` (its file) only where they differ from what the
    /// scenario's id, file and the line make. An item is an array led by its kind: `["msg",
    /// text, source, kind]`, `["clock", by, now]`, `["fail", details]`, `["problem", rendered,
    /// id, line, column, suggestion]`, `["diff", [[kind, text], …]]`… Strings escape `<`,
    /// `>` and `&`, so no text can end the `<script>` element that holds the JSON.
    enum StepsJSON {
        static func encode(_ document: Document, anchors: Anchors, eager: Bool) -> String {
            var out = "{\"eager\":\(eager),\"scenarios\":["
            var firstScenario = true
            for (fileIndex, file) in document.files.enumerated() {
                for (scenarioIndex, scenario) in file.scenarios.enumerated() {
                    if !firstScenario { out += "," }
                    firstScenario = false
                    let scenarioID = anchors.scenario(fileIndex, scenarioIndex)
                    out += "{\"id\":"
                    string(scenarioID, into: &out)
                    out += ",\"file\":"
                    string(file.path, into: &out)
                    out += ",\"steps\":["
                    for (stepIndex, step) in scenario.steps.enumerated() {
                        if stepIndex > 0 { out += ",\n" }
                        out += "{\"l\":\(step.line)"
                        // The id and the file only where they are not the scenario's own with the line.
                        let id = anchors.step(fileIndex, scenarioIndex, stepIndex)
                        if id != scenarioID + "--L\(step.line)" {
                            out += ",\"id\":"
                            string(id, into: &out)
                        }
                        if let other = step.file {
                            out += ",\"f\":"
                            string(other, into: &out)
                        }
                        out += ",\"t\":"
                        string(step.text, into: &out)
                        if step.failed { out += ",\"x\":1" }
                        out += ",\"i\":["
                        for (itemIndex, item) in step.items.enumerated() {
                            if itemIndex > 0 { out += "," }
                            self.item(item, into: &out)
                        }
                        out += "]}"
                    }
                    out += "]}"
                }
            }
            out += "]}"
            return out
        }

        private static func item(_ item: Item, into out: inout String) {
            switch item {
            case .sent(let text): array(["sent", text], into: &out)
            case .message(let text, let source, let kind): array(["msg", text, source, kind], into: &out)
            case .clock(let by, let now): array(["clock", by, now], into: &out)
            case .bound(let name, let value): array(["bound", name, value], into: &out)
            case .expectationPassed: out += "[\"pass\"]"
            case .expectationFailed(let details): array(["fail", details], into: &out)
            case .output(let text): array(["out", text], into: &out)
            case .problem(let problem):
                out += "[\"problem\","
                string(problem.rendered, into: &out)
                out += ","
                optional(problem.id, into: &out)
                out += ",\(problem.line.map(String.init) ?? "null"),\(problem.column.map(String.init) ?? "null"),"
                optional(problem.suggestion, into: &out)
                out += "]"
            case .stateDiff(let lines):
                out += "[\"diff\",["
                for (index, line) in lines.enumerated() {
                    if index > 0 { out += "," }
                    array([String(line.kind), line.text], into: &out)
                }
                out += "]]"
            }
        }

        private static func array(_ strings: [String], into out: inout String) {
            out += "["
            for (index, text) in strings.enumerated() {
                if index > 0 { out += "," }
                string(text, into: &out)
            }
            out += "]"
        }

        private static func optional(_ text: String?, into out: inout String) {
            if let text { string(text, into: &out) } else { out += "null" }
        }

        /// A JSON string that is safe inside a `<script>` element.
        static func string(_ text: String, into out: inout String) {
            out += "\""
            for scalar in text.unicodeScalars {
                switch scalar {
                case "\"": out += "\\\""
                case "\\": out += "\\\\"
                case "\n": out += "\\n"
                case "\r": out += "\\r"
                case "\t": out += "\\t"
                case "<": out += "\\u003c"
                case ">": out += "\\u003e"
                case "&": out += "\\u0026"
                case "\u{2028}": out += "\\u2028"
                case "\u{2029}": out += "\\u2029"
                default:
                    if scalar.value < 0x20 {
                        let hex = String(scalar.value, radix: 16)
                        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                    } else {
                        out.unicodeScalars.append(scalar)
                    }
                }
            }
            out += "\""
        }
    }
}
