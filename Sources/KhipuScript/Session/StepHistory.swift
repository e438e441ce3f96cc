/// The states a domain went through, for `:history`, `:undo [N]`, `:redo [N]` and
/// `:goto N` (Redux DevTools' time travel).
///
/// It keeps at most `limit` steps after its oldest state, dropping the oldest first, so
/// memory follows `limit` × state, not the length of the session. With `limit` 0 it keeps
/// nothing: a script that never travels in time pays nothing for it.
struct StepHistory {
    struct Step {
        /// Counts from 1 for the whole session, also after older steps were dropped; 0 is
        /// the state the history starts from.
        let number: Int
        /// What made the step, as typed: the message or the command.
        let label: String
        let state: Any
    }

    /// The default for an interactive session (`:set undo N` changes it).
    static let defaultLimit = 1_000

    private(set) var limit: Int
    /// The oldest kept state first; empty until the first step is recorded.
    private(set) var steps: [Step] = []
    /// The index in `steps` of the state the domain is in.
    private(set) var position = 0

    init(limit: Int) {
        self.limit = max(0, limit)
    }

    var isEnabled: Bool { limit > 0 }
    var current: Step? { steps.isEmpty ? nil : steps[position] }
    var canUndo: Int { position }
    var canRedo: Int { steps.isEmpty ? 0 : steps.count - 1 - position }

    /// A step that took the domain from `before` to `after`. Steps that were undone are
    /// dropped, as in an editor.
    mutating func record(_ label: String, before: @autoclosure () -> Any, after: Any) {
        guard isEnabled else { return }
        if steps.isEmpty {
            steps = [Step(number: 0, label: "start", state: before())]
            position = 0
        }
        let number = steps[position].number + 1
        steps.removeSubrange((position + 1)...)
        steps.append(Step(number: number, label: label, state: after))
        position = steps.count - 1
        trim()
    }

    mutating func setLimit(_ newLimit: Int) {
        limit = max(0, newLimit)
        if limit == 0 {
            steps = []
            position = 0
        } else {
            trim()
        }
    }

    /// Forgets every step, e.g. when the domain starts afresh.
    mutating func clear() {
        steps = []
        position = 0
    }

    /// Moves `count` steps back (negative: forward), as far as the history goes; returns
    /// the state to put the domain in, nil when it cannot move at all.
    mutating func move(by count: Int) -> Step? {
        guard !steps.isEmpty else { return nil }
        let target = min(max(position - count, 0), steps.count - 1)
        guard target != position else { return nil }
        position = target
        return steps[position]
    }

    /// The step numbered `number`, if it is still kept.
    mutating func go(to number: Int) -> Step? {
        guard let index = steps.firstIndex(where: { $0.number == number }) else { return nil }
        position = index
        return steps[index]
    }

    private mutating func trim() {
        let excess = steps.count - 1 - limit
        guard excess > 0 else { return }
        steps.removeFirst(excess)
        position = max(0, position - excess)
    }
}
