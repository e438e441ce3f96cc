import KhipuDSL
import KhipuDescribe

/// A bare expression (`c.title`, `state.todos.items[1]`, `TodoItem(title: "x")`) prints
/// its value, as IPython does, across lines when it does not fit the width.
extension Interpreter {
    func echo(_ expression: DSLExpression, inScript: Bool) throws -> String {
        let value = try decoder.decodeWithoutExpectedType(from: expression)
        // A script prints the same bytes on every terminal.
        let width = inScript ? TerminalWidth.fallback : TerminalWidth.current()
        return printPretty(value, width: width)
    }
}
