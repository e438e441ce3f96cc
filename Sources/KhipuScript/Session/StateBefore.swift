/// The state before a statement, to diff with the state after it: nil when the statement
/// switched domains, whose states do not compare.
struct StateBefore {
    let domain: String
    let state: Any

    init(_ interpreter: Interpreter) {
        domain = interpreter.domainName
        state = interpreter.state
    }

    func diff(to interpreter: Interpreter) -> [StateDiff.Line]? {
        guard interpreter.domainName == domain else { return nil }
        return StateDiff.lines(before: state, after: interpreter.state)
    }
}
