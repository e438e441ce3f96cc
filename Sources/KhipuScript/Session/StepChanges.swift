import Foundation
import Khipu

/// The changes one step applied to the domain's state, so that the history can keep them
/// instead of a copy of the whole state: most steps change a little of a large state.
protocol StepChanges {
    /// The state the changes make of `state`, replayed at the time they were first made;
    /// nil when `state` is not the domain's state type.
    func applied(to state: Any) -> Any?
    /// Whether replaying the changes on `before` gives exactly `after`. The history keeps
    /// the changes only then; a step whose replay differs (a model that reads the wall
    /// clock in `alter`) keeps its whole state instead.
    func lead(from before: Any, to after: Any) -> Bool
}

/// The changes a store of `State` applied, with the time they were made at.
struct AppliedChanges<State: Alterable & Equatable>: StepChanges {
    let changes: [State.Change]
    /// `alter` may read the clock (a timer's `tick`): the replay runs at this time.
    let now: Date

    func applied(to state: Any) -> Any? {
        guard let state = state as? State else { return nil }
        // Ids drawn while replaying come from a space of their own, the same every time.
        let replay = KhipuEnvironment.fixed(now: now, idSpace: IDSpace.replay)
        return KhipuEnvironment.$current.withValue(replay) { state.alter(all: changes) }
    }

    func lead(from before: Any, to after: Any) -> Bool {
        guard let after = after as? State, let replayed = applied(to: before) as? State else { return false }
        return replayed == after
    }
}

/// Collects what a store does, as it does it, until the history takes it.
final class ChangeLog<State: Alterable & Equatable>: @unchecked Sendable {
    /// Beyond this many changes without a take (the history is off), the log gives up:
    /// the next step keeps its whole state, and the log never grows without bound.
    static var limit: Int { 10_000 }

    private let lock = NSLock()
    // Guarded by `lock`: the store tells the log from whichever thread changed it.
    private var changes: [State.Change] = []
    private var isComplete = true

    func note(_ event: StoreEvent<State>) {
        lock.withLock {
            guard isComplete else { return }
            switch event {
            case .changed(let applied) where changes.count + applied.count <= Self.limit:
                changes += applied
            case .changed, .replaced:
                changes = []
                isComplete = false
            }
        }
    }

    /// The changes since the last take, nil when the state was replaced since or the log
    /// gave up; starts afresh.
    func take(at now: Date) -> AppliedChanges<State>? {
        lock.withLock {
            defer {
                changes = []
                isComplete = true
            }
            return isComplete ? AppliedChanges(changes: changes, now: now) : nil
        }
    }
}
