import Testing
@testable import KhipuScript

@Suite("The steps time travel moves through")
struct StepHistoryTests {
    @Test("it keeps at most its limit of steps, numbered for the whole session")
    func bounded() {
        var history = StepHistory(limit: 3)
        for step in 1...10 { history.record("step \(step)", before: step - 1, after: step) }
        #expect(history.steps.map(\.number) == [7, 8, 9, 10])
        #expect(history.steps.first?.state as? Int == 7)
        #expect(history.move(by: 10)?.number == 7)
        #expect(history.move(by: 1) == nil)
        #expect(history.go(to: 9)?.state as? Int == 9)
        #expect(history.go(to: 2) == nil)
    }

    @Test("a new step after an undo drops the steps that were undone")
    func branch() {
        var history = StepHistory(limit: 100)
        for step in 1...3 { history.record("\(step)", before: step - 1, after: step) }
        _ = history.move(by: 2)
        history.record("new", before: 1, after: 42)
        #expect(history.steps.map(\.label) == ["start", "1", "new"])
        #expect(history.canRedo == 0)
        #expect(history.canUndo == 2)
    }

    @Test("with limit 0 it keeps nothing and never evaluates the state before")
    func off() {
        var history = StepHistory(limit: 0)
        var evaluated = false
        history.record("x", before: { evaluated = true; return 0 }(), after: 1)
        #expect(history.steps.isEmpty)
        #expect(!evaluated)
        #expect(history.move(by: 1) == nil)
    }
}
