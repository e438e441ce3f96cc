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
    /// Whether no change was applied.
    var isEmpty: Bool { get }
}

extension StepChanges {
    var isEmpty: Bool { false }
}

/// The changes a store of `State` applied, each run with the time it was applied at.
struct AppliedChanges<State: Alterable & Equatable>: StepChanges {
    /// `alter` may read the clock (a timer's `tick`): each run replays at its time; a run
    /// without one (an in-memory store) at `now`, the time of the step.
    let runs: [(changes: [State.Change], time: Date?)]
    let now: Date

    init(runs: [(changes: [State.Change], time: Date?)], now: Date) {
        self.runs = runs
        self.now = now
    }

    init(changes: [State.Change], now: Date) {
        self.init(runs: [(changes, nil)], now: now)
    }

    func applied(to state: Any) -> Any? {
        guard var state = state as? State else { return nil }
        for run in runs {
            // Ids drawn while replaying come from a space of their own, the same every time.
            let replay = KhipuEnvironment.fixed(now: run.time ?? now, idSpace: IDSpace.replay)
            state = KhipuEnvironment.$current.withValue(replay) { state.alter(all: run.changes) }
        }
        return state
    }

    var isEmpty: Bool { runs.allSatisfy(\.changes.isEmpty) }

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
    private var runs: [(changes: [State.Change], time: Date?)] = []
    private var count = 0
    private var isComplete = true
    /// Off while nobody will take the changes (the history is off): they are not kept.
    private var isCollecting = true

    func note(_ event: StoreEvent<State>) {
        lock.withLock {
            guard isComplete else { return }
            guard isCollecting else {
                isComplete = false
                return
            }
            switch event {
            case .changed(let applied, let time) where count + applied.count <= Self.limit:
                runs.append((applied, time))
                count += applied.count
            case .changed, .replaced:
                runs = []
                count = 0
                isComplete = false
            }
        }
    }

    /// The changes since the last take, nil when the state was replaced since or the log
    /// gave up or was not collecting; starts afresh, collecting only if `collectingMore`.
    func take(at now: Date, collectingMore: Bool) -> AppliedChanges<State>? {
        lock.withLock {
            defer {
                runs = []
                count = 0
                isComplete = true
                isCollecting = collectingMore
            }
            return isComplete && isCollecting ? AppliedChanges(runs: runs, now: now) : nil
        }
    }
}
