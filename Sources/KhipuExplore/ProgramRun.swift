import Foundation
import Khipu
import KhipuDSL
import KhipuScript

/// One run of a program on a fresh domain (fixed clock, sequential ids), as `khipu run`
/// runs a script: each step through the interpreter, then the checks — the step ended,
/// the state and what it emitted print and read back equal, every invariant holds.
final class ProgramRun {
    let interpreter: Interpreter
    private let invariants: Invariants
    private let decoder = DSLValueDecoder()
    private let refusals: RefusalWords
    /// The state whose round trip was checked last: a step that left it equal (a refused
    /// message) needs no new check.
    private var checkedState: Any?
    /// What the last step emitted that is not a refusal: values the domain made, which
    /// later messages may name.
    private(set) var answers: [Any] = []
    /// The script's name in diagnostics; the reproducer is written under another.
    static let file = "explore.khipu"

    init(_ target: ExploreTarget, refusals: RefusalWords) throws {
        self.refusals = refusals
        interpreter = try Interpreter(domain: target.domain, domains: [target.domain], environment: .fixed())
        interpreter.quietTimeout = target.quietTimeout
        interpreter.printsEvents = false
        interpreter.keepsRecord = false
        interpreter.undoLimit = 0
        invariants = target.invariants
    }

    /// Runs `step` (the program's step number `index`) and checks what it left.
    nonisolated(nonsending) func run(_ step: ExploreStep, index: Int) async -> StepOutcome {
        let source = StatementSource(text: step.text, line: index + 2)
        let own = await interpreter.run(ParsedStatement(source), file: Self.file).own
        for event in own.events {
            guard case .failed(let problem) = event else { continue }
            // A diagnostic: the text did not read as a message, or a move the clock refuses.
            if case .diagnostic = problem { return .notSent }
            let kind: Finding.Kind = problem.message.contains("still busy") ? .hang : .statementFailed
            return .finding(Finding(kind: kind, step: index, details: problem.message))
        }
        var refused = false
        answers.removeAll(keepingCapacity: true)
        for message in interpreter.lastEmitted {
            guard let printed = checkedRoundTrip(message, as: interpreter.messageDecodableType) else {
                return .finding(roundTripFinding(message, step: index, isState: false))
            }
            if refusals.isRefusal(printed) { refused = true } else { answers.append(message) }
        }
        let state = interpreter.state
        if !stateIsUnchanged(state) {
            guard checkedRoundTrip(state, as: interpreter.stateDecodableType) != nil else {
                return .finding(roundTripFinding(state, step: index, isState: true))
            }
            checkedState = state
        }
        let answered = !answers.isEmpty
        if let broken = await brokenInvariant(step: index) { return .finding(broken) }
        return .ran(answered: answered, refused: refused)
    }

    /// Runs the invariants file's statements in order; the first that fails, as a finding.
    nonisolated(nonsending) func brokenInvariant(step: Int) async -> Finding? {
        for (number, line) in invariants.lines.enumerated() {
            let own = await interpreter.run(line.parsed, file: "invariants").own
            for event in own.events {
                switch event {
                case .expectationFailed(let details):
                    return Finding(kind: .invariant(number), step: step, details: "\(line.text)\n\(details)")
                case .failed(let problem):
                    return Finding(kind: .invariant(number), step: step, details: "\(line.text)\n\(problem.message)")
                default: continue
                }
            }
        }
        return nil
    }

    /// Whether `state` equals the one checked last.
    func stateIsUnchanged(_ state: Any) -> Bool {
        guard let checkedState else { return false }
        return ValueEquality.areEqual(checkedState, state)
    }

    /// The value printed, when it reads back equal; nil when it does not.
    private func checkedRoundTrip(_ value: Any, as type: any Decodable.Type) -> String? {
        guard let encodable = value as? any Encodable else { return "" }
        let printed = DSLPrinter.print(encodable)
        do {
            let back = try decoder.decode(type, from: try DSLParser.parseExpression(printed))
            return ValueEquality.areStructurallyEqual(value, back) ? printed : nil
        } catch {
            return nil
        }
    }

    /// The finding for a value that does not read back equal, with the `expect` that
    /// fails for it in a script: the state or the message compared with its own print.
    private func roundTripFinding(_ value: Any, step: Int, isState: Bool) -> Finding {
        let printed = (value as? any Encodable).map { DSLPrinter.print($0) } ?? "\(value)"
        let expectation = isState ? "expect state == \(printed)" : "expect \(printed)"
        return Finding(kind: .roundTrip, step: step, details: "printed as \(printed), which does not read back equal", expectation: expectation)
    }
}
