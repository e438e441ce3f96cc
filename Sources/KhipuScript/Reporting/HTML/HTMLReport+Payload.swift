import Foundation

extension HTMLReport {
    /// The steps of every scenario as the JSON the page's script (`report.js`) reads, with
    /// named fields: `scenarios[i].steps[j].items[k].source`. A step's `id` and `file` are
    /// written only where they differ from what its scenario's id, file and its line make,
    /// which keeps a page of ten thousand steps small.
    struct Payload: Encodable {
        var eager: Bool
        var scenarios: [ScenarioPayload]

        struct ScenarioPayload: Encodable {
            var id: String
            var file: String
            var steps: [StepPayload]
        }

        struct StepPayload: Encodable {
            var line: Int
            var text: String
            var id: String?
            var file: String?
            /// True when an expectation failed or the statement could not run.
            var failed: Bool?
            /// True for messages that reached the domain from another source (the app, another
            /// client) while the session waited: no statement of the session's, no line.
            var arrival: Bool?
            var items: [ItemPayload]
        }

        /// One thing a step did: `kind` says which, and which of the other fields it has.
        struct ItemPayload: Encodable {
            var kind: String
            var text: String?
            var source: String?
            var sourceKind: String?
            var name: String?
            var value: String?
            var by: String?
            var now: String?
            var id: String?
            var lines: [DiffLinePayload]?

            init(kind: String, text: String? = nil) {
                self.kind = kind
                self.text = text
            }
        }

        struct DiffLinePayload: Encodable {
            var kind: String
            var text: String
        }

        init(_ document: Document, anchors: Anchors, eager: Bool) {
            self.eager = eager
            scenarios = []
            for (fileIndex, file) in document.files.enumerated() {
                for (scenarioIndex, scenario) in file.scenarios.enumerated() {
                    let scenarioID = anchors.scenario(fileIndex, scenarioIndex)
                    let steps = scenario.steps.enumerated().map { stepIndex, step in
                        let id = anchors.step(fileIndex, scenarioIndex, stepIndex)
                        return StepPayload(
                            line: step.line, text: step.text, id: id == scenarioID + "--L\(step.line)" ? nil : id, file: step.file,
                            failed: step.failed ? true : nil, arrival: step.isArrival ? true : nil, items: step.items.map(Self.item))
                    }
                    scenarios.append(ScenarioPayload(id: scenarioID, file: file.path, steps: steps))
                }
            }
        }

        private static func item(_ item: Item) -> ItemPayload {
            switch item {
            case .sent(let text):
                return ItemPayload(kind: "sent", text: text)
            case .message(let text, let source, let kind):
                var payload = ItemPayload(kind: "message", text: text)
                payload.source = source
                payload.sourceKind = kind
                return payload
            case .clock(let by, let now):
                var payload = ItemPayload(kind: "clock")
                payload.by = by
                payload.now = now
                return payload
            case .bound(let name, let value):
                var payload = ItemPayload(kind: "bound")
                payload.name = name
                payload.value = value
                return payload
            case .expectationPassed:
                return ItemPayload(kind: "passed")
            case .expectationFailed(let details):
                return ItemPayload(kind: "failed", text: details)
            case .problem(let problem):
                var payload = ItemPayload(kind: "problem", text: problem.rendered)
                payload.id = problem.id
                return payload
            case .refused(let text):
                return ItemPayload(kind: "refused", text: text)
            case .output(let text):
                return ItemPayload(kind: "output", text: text)
            case .stateDiff(let lines):
                var payload = ItemPayload(kind: "diff")
                payload.lines = lines.map { DiffLinePayload(kind: String($0.kind), text: $0.text) }
                return payload
            }
        }

        /// The JSON, safe inside a `<script>` element: `<`, `>` and `&` (which JSON has
        /// only inside strings) and the two line separators JavaScript once refused are escaped.
        func json() -> String {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.withoutEscapingSlashes]
            let data = (try? encoder.encode(self)) ?? Data("{\"eager\":true,\"scenarios\":[]}".utf8)
            var out = ""
            out.reserveCapacity(data.count + data.count / 16)
            for scalar in String(decoding: data, as: UTF8.self).unicodeScalars {
                switch scalar {
                case "<": out += "\\u003c"
                case ">": out += "\\u003e"
                case "&": out += "\\u0026"
                case "\u{2028}": out += "\\u2028"
                case "\u{2029}": out += "\\u2029"
                default: out.unicodeScalars.append(scalar)
                }
            }
            return out
        }
    }
}
