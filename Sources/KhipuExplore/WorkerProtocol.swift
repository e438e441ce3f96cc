import Foundation

/// The lines a worker process and its parent exchange, one JSON value or number a line:
/// the parent asks `run N` or `check [steps]`; the worker says `step N TEXT` or `at N` just
/// before each step runs (so that when it traps, the parent knows where), then `report {…}`
/// or `checked {…}` / `checked null`.
enum WorkerProtocol {
    static func line(_ verb: String, _ value: some Encodable) -> String {
        let data = (try? JSONEncoder().encode(value)) ?? Data("null".utf8)
        return verb + " " + String(decoding: data, as: UTF8.self)
    }

    static func split(_ line: String) -> (verb: String, payload: Data) {
        let parts = line.split(separator: " ", maxSplits: 1)
        return (String(parts.first ?? ""), Data((parts.count > 1 ? parts[1] : "").utf8))
    }

    static func decode<T: Decodable>(_ type: T.Type, _ payload: Data) -> T? {
        try? JSONDecoder().decode(T.self, from: payload)
    }
}

/// The worker's side: reads requests on standard input until it closes, answers on
/// standard output, writing each line at once (unbuffered), so that what it said before
/// a trap reaches the parent.
package enum ExploreWorker {
    package static func serve(_ engine: ProgramEngine) async {
        while let line = readLine() {
            let (verb, payload) = WorkerProtocol.split(line)
            switch verb {
            case "run":
                guard let run = WorkerProtocol.decode(Int.self, payload) else { continue }
                // Plain text, not JSON: it is written before every step, and read only after a trap.
                let report = await engine.explore(run: run) { step, index in say("step \(index) \(step.text)") }
                say(WorkerProtocol.line("report", report))
            case "check":
                guard let program = WorkerProtocol.decode([ExploreStep].self, payload) else { continue }
                let finding = await engine.check(program) { index in say(WorkerProtocol.line("at", index)) }
                say(WorkerProtocol.line("checked", finding))
            default:
                continue
            }
        }
    }

    private static func say(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }
}

/// `step 3 .vault(.cmd(.open(owner: "a")))`: the step a worker is about to run. A
/// generated statement is one line (the printer escapes line breaks in strings).
struct AnnouncedStep {
    let index: Int
    let step: ExploreStep

    init?(_ payload: Data) {
        let text = String(decoding: payload, as: UTF8.self)
        guard let space = text.firstIndex(of: " "), let index = Int(text[..<space]) else { return nil }
        let statement = String(text[text.index(after: space)...])
        self.index = index
        step = ExploreStep(kind: statement.hasPrefix(":clock") ? .clockMove : .message, text: statement)
    }
}
