import KhipuDSL
import Testing
@testable import KhipuScript

/// What planning and the runner read from a statement comes from its one parse.
@Suite("Parsed statements")
struct ParsedStatementTests {
    @Test("a statement that does not parse still tells what it opens with")
    func openingOfAFailure() {
        let statement = ParsedStatement(StatementSource(text: "scenario Adding an item"))
        #expect(statement.opening == .scenario)
        #expect(statement.statement == nil)
    }

    @Test("a comment before a command hides it from no look ahead")
    func commentBeforeCommand() {
        let statements = ParsedStatement.parsing("/* go back */ :undo 1\n.todos(.cmd(.add(item: \"x\")))\n")
        #expect(statements.commandsThatMayRun(MetaCommand.timeTravel + [.save, .load]) == [.undo])
    }

    @Test("a line written as the one before reads the same, on its own line")
    func repeatedLines() {
        let statements = ParsedStatement.parsing("expect nothing\nexpect nothing\n")
        #expect(statements.map(\.line) == [1, 2])
        #expect(statements.allSatisfy { $0.isExpectation })
    }
}
