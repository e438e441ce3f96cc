import KhipuDSL

/// One statement of the `.khipu` language (DESIGN.md, "The .khipu language").
enum Statement {
    /// `.todos(.cmd(.add(item: "Get coffee")))`
    case dispatch(DSLExpression)
    /// `let coffee = TodoItem(title: "Get coffee")`, `let n: Int = 3`
    case binding(name: String, nameRange: SourceRange, typeName: String?, typeRange: SourceRange?, value: DSLExpression)
    /// `c.title`, `state.todos.items[1]`, `TodoItem(title: "x")`: print the value
    case echo(DSLExpression)
    /// `expect .todos(.ack(.added(item: coffee)))`
    case expectMessage(DSLExpression)
    /// `expect nothing`
    case expectNothing(SourceRange)
    /// `expect state.todos.items.count == 1`, `expect a != b`
    case expectComparison(lhs: DSLExpression, isEqual: Bool, rhs: DSLExpression)
    /// `:state todos.items`, `:clock advance 90m`
    case meta(name: String, nameRange: SourceRange, argument: String, argumentRange: SourceRange)

    var isExpectation: Bool {
        switch self {
        case .expectMessage, .expectNothing, .expectComparison: true
        default: false
        }
    }
}
