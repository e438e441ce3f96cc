import Foundation
import KhipuDSL

/// `:save FILE`: the session so far as a `.khipu` script that `khipu run` passes.
///
/// The recorded statements are replayed the way `khipu run` runs a file (from the
/// domain's initial state, fixed clock, sequential ids) and every dispatch is followed by
/// an `expect` for each message the replay emitted (`expect nothing` when there was
/// none). So the script passes however the session ran: on the live clock, from a
/// `--store` file, or with statements that failed. A statement that does not run from the
/// initial state, or an expectation that does not hold there, stays in the script as a
/// comment. Where a bound name stands for a value inside an emitted message, the
/// expectation is written with the name.
enum SessionScriptWriter {
    nonisolated(nonsending) static func save(
        _ record: SessionRecord,
        startDomain: String,
        domainsUsed: [String] = [],
        domains: [KhipuDomain],
        command: MetaCommandInvocation,
        relativeTo file: String?
    ) async throws -> String {
        let target = try SaveTarget(command, relativeTo: file)
        guard let domain = domains.first(where: { $0.name == startDomain }) else {
            throw ScriptError.startDomainGone(startDomain)
        }
        let replay = ScriptReplay(runner: ScriptRunner(domains: domains, defaultDomain: domain, failFast: false))
        var script = SavedScript(domain: startDomain, entries: record.entries)
        script.domainsUsed = domainsUsed

        // Leave out, one at a time, the statements that cannot run from the initial state.
        var outcomes = await replay.run(script.render())
        while let failed = outcomes.first(where: \.couldNotRun), case .entry(let index)? = script.origin(ofLine: failed.line),
            !script.omitted.contains(index)
        {
            script.omitted.insert(index)
            outcomes = await replay.run(script.render())
        }
        script.addExpectations(from: outcomes)

        // Check the written expectations; one that does not hold falls back to the literal
        // value, then to a comment.
        for _ in 0..<(2 * script.expectationCount + 1) {
            let rendered = script.render()
            let problem = await replay.run(rendered).first { $0.failed }
            guard let problem, let origin = script.origin(ofLine: problem.line) else { break }
            switch origin {
            case .expectation(let entry, let index): script.demoteExpectation(entry: entry, index: index)
            case .entry(let index): script.omitted.insert(index)
            case .header: break
            }
            if case .header = origin { break }
        }

        let text = script.render()
        try target.write(text)
        return script.summary(path: target.path)
    }
}

/// Runs a script text the way `khipu run` does and returns what each statement did.
private struct ScriptReplay {
    let runner: ScriptRunner

    func run(_ text: String) async -> [StatementOutcome] {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("khipu-save-\(UUID().uuidString).khipu")
        defer { try? FileManager.default.removeItem(at: url) }
        do {
            try text.write(to: url, atomically: true, encoding: .utf8)
        } catch {
            return []
        }
        var outcomes: [StatementOutcome] = []
        _ = await runner.run(url.path) { outcomes.append($0) }
        return outcomes
    }
}

/// The script being saved: the recorded entries, which of them are left out, and the
/// expectations written after each.
private struct SavedScript {
    enum Origin {
        case header
        case entry(Int)
        case expectation(entry: Int, index: Int)
    }

    struct Expectation {
        enum Form { case named, literal, comment }
        let literal: String
        let named: String?
        var form: Form
        /// How many identical messages it stands for: written `× N` after the message.
        var count = 1
        var text: String {
            switch form {
            case .named: "expect " + FoldedExpectations.Expected.text(named ?? literal, count: count)
            case .literal: "expect " + FoldedExpectations.Expected.text(literal, count: count)
            case .comment: "# expect " + FoldedExpectations.Expected.text(literal, count: count) + "   (does not hold when replayed)"
            }
        }
    }

    let domain: String
    var domainsUsed: [String] = []
    let entries: [SessionRecord.Entry]
    var omitted: Set<Int> = []
    /// The user's expectations that did not hold on the replay.
    var failedExpectations: Set<Int> = []
    var expectations: [Int: [Expectation]] = [:]
    private var lineOrigins: [Int: Origin] = [:]

    init(domain: String, entries: [SessionRecord.Entry]) {
        self.domain = domain
        self.entries = entries
    }

    var expectationCount: Int { expectations.values.reduce(0) { $0 + $1.count } }

    func origin(ofLine line: Int) -> Origin? { lineOrigins[line] }

    mutating func render() -> String {
        var lines: [String] = []
        lineOrigins = [:]
        func add(_ text: String, _ origin: Origin) {
            lineOrigins[lines.count + 1] = origin
            lines += text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        }
        let others = domainsUsed.filter { $0 != domain }
        let on = others.isEmpty ? domain : domain + " (then " + others.joined(separator: ", ") + ")"
        add(SaveTarget.header + "\(on), saved with :save. `\(ToolName.current) run` replays it from the", .header)
        add("# domain's initial state with a fixed clock and sequential ids.", .header)
        add(":domain \(domain)", .header)
        for (index, entry) in entries.enumerated() {
            if omitted.contains(index) {
                add(Self.comment(entry.text, note: "does not run from the initial state"), .entry(index))
                continue
            }
            if failedExpectations.contains(index) {
                add(Self.comment(entry.text, note: "does not hold when replayed"), .entry(index))
                continue
            }
            add(entry.text, .entry(index))
            for (number, expectation) in (expectations[index] ?? []).enumerated() {
                add(expectation.text, .expectation(entry: index, index: number))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func comment(_ text: String, note: String) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        return ("# (\(note))" + "\n" + lines.map { "# " + $0 }.joined(separator: "\n"))
    }

    /// Expectations for what each dispatch (and each clock move that woke timers) emitted
    /// on the replay, with bound names where they stand for a value.
    mutating func addExpectations(from outcomes: [StatementOutcome]) {
        var names: [(name: String, value: String)] = []
        for outcome in outcomes {
            guard case .entry(let index)? = origin(ofLine: outcome.line) else { continue }
            for event in outcome.events {
                switch event {
                case .dispatched(_, let outputs):
                    expectations[index] =
                        outputs.isEmpty
                        ? [Expectation(literal: "nothing", named: nil, form: .literal)]
                        : Self.expectations(outputs.map(\.text), names: names)
                case .emitted(let outputs) where entries[index].kind == .command:
                    expectations[index] = Self.expectations(outputs.map(\.text), names: names)
                case .bound(let name, let value):
                    names.removeAll { $0.name == name }
                    names.append((name, value))
                case .expectationFailed:
                    failedExpectations.insert(index)
                default:
                    break
                }
            }
        }
    }

    /// One expectation per distinct message, `× N` when it came N times (a timer's ticks).
    private static func expectations(_ outputs: [String], names: [(name: String, value: String)]) -> [Expectation] {
        FoldedExpectations.fold(outputs).map { folded in
            var expectation = expectation(folded.message, names: names)
            expectation.count = folded.count
            return expectation
        }
    }

    private static func expectation(_ output: String, names: [(name: String, value: String)]) -> Expectation {
        // Only whole constructed values are replaced: a short literal such as "x" could
        // also occur inside an unrelated string.
        let replaceable = names.filter { $0.value.count >= 12 && $0.value.first?.isUppercase == true && $0.value.contains("(") }
        var named = output
        for (name, value) in replaceable.sorted(by: { $0.value.count > $1.value.count }) {
            named = named.replacingOccurrences(of: value, with: name)
        }
        return Expectation(literal: output, named: named == output ? nil : named, form: named == output ? .literal : .named)
    }

    mutating func demoteExpectation(entry: Int, index: Int) {
        guard var list = expectations[entry], index < list.count else { return }
        list[index].form = list[index].form == .named ? .literal : .comment
        expectations[entry] = list
    }

    func summary(path: String) -> String {
        let saved = entries.indices.filter { !omitted.contains($0) && !failedExpectations.contains($0) }.count
        let written = expectations.values.joined().filter { $0.form != .comment }.count
        var lines = ["saved \(saved) statement\(saved == 1 ? "" : "s") and \(written) expectation\(written == 1 ? "" : "s") to \(path)"]
        let commented = omitted.count + failedExpectations.count + expectationCount - written
        if commented > 0 {
            lines.append("  \(commented) line\(commented == 1 ? "" : "s") left as comments: they do not run or hold from the domain's initial state")
        }
        return lines.joined(separator: "\n")
    }
}
