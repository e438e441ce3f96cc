import Foundation
import KhipuDSL

/// Time travel: `:history`, `:undo [N]`, `:redo [N]`, `:goto N` and `:set undo N`.
extension Interpreter {
    /// How many steps the history keeps (0: none); `:set undo N` changes it.
    package var undoLimit: Int {
        get { steps.limit }
        set {
            steps.setLimit(newValue)
            settings.undoLimit = steps.limit
        }
    }

    /// Records that `label` took the domain from `before` to the state it is in now, and a
    /// fixed clock from `clockBefore` (the clock now unless given) to where it is now. A
    /// statement that `failed` having changed nothing (a change the store could not save
    /// is not made) is no step: the history moves only when the state does.
    func recordStep(_ label: String, before: @autoclosure () -> Any, clockBefore: Date? = nil, failed: Bool = false) {
        // Taken once more when the history goes off, so that the log stops collecting: a
        // later step then keeps its whole state, never replaying changes made before it.
        guard steps.isEnabled || sessionCollectsChanges else { return }
        let changes = session.takeChanges(at: environment.now(), collectingMore: steps.isEnabled)
        sessionCollectsChanges = steps.isEnabled
        guard steps.isEnabled else { return }
        if failed, let changes, changes.isEmpty { return }
        let clock = environment.isFixed ? environment.now() : nil
        steps.record(
            label.trimmingCharacters(in: .whitespacesAndNewlines), before: before(), after: session.state, changes: changes,
            clockBefore: clock.map { clockBefore ?? $0 }, clockAfter: clock)
    }

    func runTimeTravel(_ meta: MetaCommand, _ command: MetaCommandInvocation) throws -> String {
        switch meta {
        case .history:
            return historyListing()
        case .undo, .redo:
            let count = try stepCount(command)
            guard let destination = steps.destination(movingBy: meta == .undo ? count : -count) else {
                return steps.isEnabled || meta == .redo
                    ? "nothing to \(meta.rawValue)" : "nothing to undo (the history is off: :set undo N keeps N steps)"
            }
            return try arrive(at: destination, verb: meta == .undo ? "undone" : "redone")
        case .goto:
            guard let number = Int(command.argument), number >= 0 else {
                throw Diagnostic.invalidArgument(
                    command.argument.isEmpty ? "a step number, e.g. :goto 2" : "a step number, not '\(command.argument)'",
                    at: command.argument.isEmpty ? command.nameRange : command.argumentRange,
                    notes: [":history lists the steps with their numbers"])
            }
            guard let destination = steps.destination(ofStep: number) else {
                let kept = steps.steps.map(\.number)
                let range = kept.isEmpty ? "no steps are kept yet" : "steps \(kept.first ?? 0)…\(kept.last ?? 0) are kept"
                throw Diagnostic.noSuchStep(number, at: command.argumentRange, notes: [range])
            }
            return try arrive(at: destination, verb: "at")
        default:
            return ""
        }
    }

    /// The history moves only once the state did: a store that cannot save the state
    /// fails the command, and both stay where they were. A fixed clock goes back (or
    /// forward) to where the step left it; no timer wakes for that.
    private func arrive(at destination: StepHistory.Destination, verb: String) throws -> String {
        try session.replaceState(with: destination.state)
        steps.arrive(at: destination)
        let step = destination.step
        var clockNote = ""
        if let clock = step.clock, environment.isFixed, clock != environment.now() {
            environment.putClock(at: clock)
            clockNote = "\nclock: " + ISO8601.string(from: clock)
        }
        // Moving through the history is no step: the next one starts from this state.
        _ = session.takeChanges(at: environment.now(), collectingMore: true)
        resetLastOutputs()
        let what = step.number == 0 ? "the start" : "step \(step.number) (\(step.label))"
        return "\(verb): now at \(what)" + clockNote
    }

    private func stepCount(_ command: MetaCommandInvocation) throws -> Int {
        guard !command.argument.isEmpty else { return 1 }
        guard let count = Int(command.argument), count > 0 else {
            throw Diagnostic.invalidArgument("a number of steps, not '\(command.argument)'", at: command.argumentRange)
        }
        return count
    }

    private func historyListing() -> String {
        guard steps.isEnabled else {
            return "the history is off: :set undo N keeps the last N steps"
        }
        guard !steps.steps.isEmpty else { return "no steps yet" }
        let width = String(steps.steps.last?.number ?? 0).count
        return steps.steps.enumerated().map { index, step in
            let marker = index == steps.position ? "→" : " "
            let number = String(repeating: " ", count: width - String(step.number).count) + String(step.number)
            // A statement typed on several lines keeps them, under its first.
            let label = step.label.replacingOccurrences(of: "\n", with: "\n" + String(repeating: " ", count: width + 4))
            return "\(marker) \(number)  \(label)"
        }.joined(separator: "\n")
    }
}
