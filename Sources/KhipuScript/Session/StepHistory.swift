import Foundation

/// The states a domain went through, for `:history`, `:undo [N]`, `:redo [N]` and
/// `:goto N` (Redux DevTools' time travel).
///
/// It keeps at most `limit` steps after its oldest state, dropping the oldest first. With
/// `limit` 0 it keeps nothing: a script that never travels in time pays nothing for it.
///
/// Memory follows the state, not `limit` × state: a step keeps only the `Change`s the
/// store applied, when replaying them on the step before gives exactly the state reached
/// (checked as the step is recorded), and every `checkpointInterval`-th step keeps its
/// whole state, which it has at hand then. A step that does not replay exactly (a reset,
/// or a model whose `alter` reads the wall clock) keeps its whole state. Going back
/// replays the changes from the nearest whole state before; replaying only applies
/// `alter`, so no message runs and no side effect repeats. Steps older than `limit` are
/// dropped a checkpoint at a time, so dropping never replays anything.
struct StepHistory {
    struct Step {
        /// Counts from 1 for the whole session, also after older steps were dropped; 0 is
        /// the state the history starts from.
        let number: Int
        /// What made the step, as typed: the message or the command.
        let label: String
        let kept: Kept
        /// Where a fixed clock stood once the step was made (nil: a live clock), so that
        /// going back to the step puts the clock back too: `:clock advance 2d`, `:undo`.
        var clock: Date? = nil
    }

    enum Kept {
        case state(Any)
        case changes(any StepChanges)
    }

    /// The default for an interactive session (`:set undo N` changes it).
    static let defaultLimit = 1_000
    /// At most this many steps replay to reach any step: a move costs at most this many `alter`s.
    static let longestReplay = 250

    private(set) var limit: Int
    /// The oldest step first, the first one whole; it may start with up to a checkpoint
    /// interval of steps older than `limit`, which cannot be reached any more.
    private var all: [Step] = []
    /// The index in `all` of the state the domain is in.
    private var index = 0
    /// The state at one index, usually `index`'s, so that recording the next step and
    /// checking its replay need no replay.
    private var known: (index: Int, state: Any)?

    init(limit: Int) {
        self.limit = max(0, limit)
    }

    var isEnabled: Bool { limit > 0 }
    /// The steps that can be reached, the oldest first.
    var steps: ArraySlice<Step> { all[firstReachable...] }
    /// The position of the domain's state in `steps`, counted from its start.
    var position: Int { index - firstReachable }
    var canUndo: Int { index - firstReachable }
    var canRedo: Int { all.isEmpty ? 0 : all.count - 1 - index }

    private var firstReachable: Int { max(0, all.count - 1 - limit) }
    private var checkpointInterval: Int { max(1, min(limit, Self.longestReplay)) }

    /// A step that took the domain from `before` to `after` by `changes` (nil when they
    /// are not known), and a fixed clock from `clockBefore` to `clockAfter`. Steps that
    /// were undone are dropped, as in an editor.
    mutating func record(
        _ label: String, before: @autoclosure () -> Any, after: Any, changes: (any StepChanges)?,
        clockBefore: Date? = nil, clockAfter: Date? = nil
    ) {
        guard isEnabled else { return }
        if all.isEmpty {
            let start = before()
            all = [Step(number: 0, label: "start", kept: .state(start), clock: clockBefore)]
            index = 0
            known = (0, start)
        }
        let previous = state(at: index)
        let number = all[index].number + 1
        all.removeSubrange((index + 1)...)
        let kept: Kept
        if stepsSinceWholeState(before: all.count) + 1 < checkpointInterval, let changes, let previous, changes.lead(from: previous, to: after) {
            kept = .changes(changes)
        } else {
            kept = .state(after)
        }
        all.append(Step(number: number, label: label, kept: kept, clock: clockAfter))
        index = all.count - 1
        known = (index, after)
        trim()
    }

    mutating func setLimit(_ newLimit: Int) {
        limit = max(0, newLimit)
        if limit == 0 {
            clear()
        } else {
            trim()
        }
    }

    /// Forgets every step, e.g. when the domain starts afresh.
    mutating func clear() {
        all = []
        index = 0
        known = nil
    }

    /// Where the domain would be after moving `count` steps back (negative: forward), as
    /// far as the history goes; nil when it cannot move at all. Nothing moves until
    /// `arrive(at:)`: the domain's state must be set first, and setting it may fail.
    func destination(movingBy count: Int) -> Destination? {
        guard !all.isEmpty else { return nil }
        let target = min(max(index - count, firstReachable), all.count - 1)
        guard target != index else { return nil }
        return destination(at: target)
    }

    /// The step numbered `number` and its state, if it can still be reached.
    func destination(ofStep number: Int) -> Destination? {
        guard let target = steps.firstIndex(where: { $0.number == number }) else { return nil }
        return destination(at: target)
    }

    /// A step to move to, with the state to put the domain in.
    struct Destination {
        fileprivate let index: Int
        let step: Step
        let state: Any
    }

    private func destination(at target: Int) -> Destination? {
        guard let state = state(at: target) else { return nil }
        return Destination(index: target, step: all[target], state: state)
    }

    /// Moves `count` steps back (negative: forward) at once; the step and its state.
    mutating func move(by count: Int) -> (step: Step, state: Any)? {
        arrived(destination(movingBy: count))
    }

    /// Moves to the step numbered `number` at once; the step and its state.
    mutating func go(to number: Int) -> (step: Step, state: Any)? {
        arrived(destination(ofStep: number))
    }

    private mutating func arrived(_ destination: Destination?) -> (step: Step, state: Any)? {
        guard let destination else { return nil }
        arrive(at: destination)
        return (destination.step, destination.state)
    }

    /// Moves to `destination` once the domain is in its state.
    mutating func arrive(at destination: Destination) {
        index = destination.index
        known = (destination.index, destination.state)
    }

    /// How many steps before `end` keep changes since the last whole state.
    private func stepsSinceWholeState(before end: Int) -> Int {
        var count = 0
        while count < end, case .changes = all[end - 1 - count].kept { count += 1 }
        return count
    }

    /// The state at `target`: the nearest whole state at or before it, with the changes
    /// of the steps after it replayed. Nil only if a replay no longer fits the state type.
    private func state(at target: Int) -> Any? {
        if let known, known.index == target { return known.state }
        var start = target - stepsSinceWholeState(before: target + 1)
        guard case .state(var state) = all[start].kept else { return nil }
        if let known, known.index < target, known.index > start {
            start = known.index
            state = known.state
        }
        for step in all[(start + 1)..<(target + 1)] {
            switch step.kept {
            case .state(let whole):
                state = whole
            case .changes(let changes):
                guard let next = changes.applied(to: state) else { return nil }
                state = next
            }
        }
        return state
    }

    /// Drops the steps before the last whole state that is at or before the oldest step
    /// within `limit`.
    private mutating func trim() {
        let reachable = firstReachable
        guard reachable > 0 else { return }
        var start = reachable
        while start > 0, case .changes = all[start].kept { start -= 1 }
        guard start > 0 else { return }
        all.removeFirst(start)
        index -= start
        known = known.flatMap { $0.index >= start ? ($0.index - start, $0.state) : nil }
    }
}
