import Testing
@testable import KhipuScript

/// A step that adds `amount` to an `Int` state; `replaysExactly` false plays a model
/// whose `alter` reads the wall clock, so that a replay would not give the same state.
private struct Addition: StepChanges {
    let amount: Int
    var replaysExactly = true

    func applied(to state: Any) -> Any? { (state as? Int).map { $0 + amount } }
    func lead(from before: Any, to after: Any) -> Bool {
        replaysExactly && applied(to: before) as? Int == after as? Int
    }
}

private func isWhole(_ step: StepHistory.Step) -> Bool {
    if case .state = step.kept { true } else { false }
}

@Suite("The steps time travel moves through")
struct StepHistoryTests {
    @Test("it keeps at most its limit of steps, numbered for the whole session")
    func bounded() {
        var history = StepHistory(limit: 3)
        for step in 1...10 { history.record("step \(step)", before: step - 1, after: step, changes: Addition(amount: 1)) }
        #expect(history.steps.map(\.number) == [7, 8, 9, 10])
        let back = history.move(by: 10)
        #expect(back?.step.number == 7)
        #expect(back?.state as? Int == 7)
        #expect(history.move(by: 1) == nil)
        #expect(history.go(to: 9)?.state as? Int == 9)
        #expect(history.go(to: 2) == nil)
        #expect(history.move(by: -5)?.state as? Int == 10)
    }

    @Test("steps keep their changes; a whole state only every so many steps, and dropping old steps replays nothing")
    func keepsChanges() {
        var history = StepHistory(limit: 1_000)
        for step in 1...3_000 { history.record("\(step)", before: step - 1, after: step, changes: Addition(amount: 1)) }
        #expect(history.steps.count == 1_001)
        #expect(history.steps.filter(isWhole).count <= 1_000 / StepHistory.longestReplay + 1)
        #expect(history.go(to: 2_500)?.state as? Int == 2_500)
        #expect(history.move(by: 5_000)?.state as? Int == 2_000)
        #expect(history.go(to: 1_999) == nil)
    }

    @Test("a step whose changes are unknown or do not replay exactly keeps its whole state")
    func wholeStates() {
        var history = StepHistory(limit: 100)
        history.record("reset", before: 5, after: 0, changes: nil)
        history.record("clock", before: 0, after: 3, changes: Addition(amount: 3, replaysExactly: false))
        history.record("add", before: 3, after: 4, changes: Addition(amount: 1))
        #expect(history.steps.map(isWhole) == [true, true, true, false])
        #expect(history.move(by: 3)?.state as? Int == 5)
        #expect(history.move(by: -3)?.state as? Int == 4)
    }

    @Test("a new step after an undo drops the steps that were undone")
    func branch() {
        var history = StepHistory(limit: 100)
        for step in 1...3 { history.record("\(step)", before: step - 1, after: step, changes: Addition(amount: 1)) }
        _ = history.move(by: 2)
        history.record("new", before: 1, after: 42, changes: Addition(amount: 41))
        #expect(history.steps.map(\.label) == ["start", "1", "new"])
        #expect(history.canRedo == 0)
        #expect(history.canUndo == 2)
        #expect(history.move(by: 1)?.state as? Int == 1)
        #expect(history.move(by: -1)?.state as? Int == 42)
    }

    @Test("with limit 0 it keeps nothing and never evaluates the state before")
    func off() {
        var history = StepHistory(limit: 0)
        var evaluated = false
        history.record("x", before: { evaluated = true; return 0 }(), after: 1, changes: nil)
        #expect(history.steps.isEmpty)
        #expect(!evaluated)
        #expect(history.move(by: 1) == nil)
    }
}
