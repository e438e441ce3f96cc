import Foundation
import KhipuDSL

/// The steps `:history`, `:undo [N]`, `:redo [N]`, `:goto N` and `:set undo N` move through.
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

    /// The history moves only once the state did: a store that cannot save the state
    /// fails the command, and both stay where they were. A fixed clock goes back (or
    /// forward) to where the step left it; no timer wakes for that.
    func travel(to destination: StepHistory.Destination) throws -> Date? {
        try session.replaceState(with: destination.state)
        steps.arrive(at: destination)
        var movedClock: Date?
        if let clock = destination.step.clock, environment.isFixed, clock != environment.now() {
            environment.putClock(at: clock)
            movedClock = clock
        }
        // Moving through the history is no step: the next one starts from this state.
        _ = session.takeChanges(at: environment.now(), collectingMore: true)
        resetLastOutputs()
        return movedClock
    }
}
