import KhipuDSL

/// One statement of the `.khipu` language (DESIGN.md, "The .khipu language").
enum Statement {
    /// `.todos(.cmd(.add(item: "Get coffee")))`
    case dispatch(DSLExpression)
    /// `let coffee = TodoItem(title: "Get coffee")`, `let n: Int = 3`
    case binding(name: String, nameRange: SourceRange, typeName: String?, typeRange: SourceRange?, value: DSLExpression)
    /// `c.title`, `state.todos.items[1]`, `TodoItem(title: "x")`: print the value
    case echo(DSLExpression)
    /// `expect .todos(.ack(.added(item: coffee)))`, `expect .chat(.loggingIn(as: _, .succeeded))`,
    /// `expect .ovotimer(.cmd(.tick)) × 90` (repeats: nil without `× N`)
    case expectMessage(DSLExpression, repeats: ExpectedRepeats?)
    /// `expect nothing`
    case expectNothing(SourceRange)
    /// `expect state.todos.items.count == 1`, `expect a < b`, `expect items contains coffee`
    case expectComparison(lhs: DSLExpression, operator: ExpectationOperator, operatorRange: SourceRange, rhs: DSLExpression)
    /// `scenario "Adding an item"`: a fresh domain, then the file's background.
    case scenario(name: String, range: SourceRange)
    /// `:state todos.items`, `:clock advance 90m`
    case meta(name: String, nameRange: SourceRange, argument: String, argumentRange: SourceRange)

    var isExpectation: Bool {
        switch self {
        case .expectMessage, .expectNothing, .expectComparison: true
        default: false
        }
    }
}

/// The `× 15` after `expect MESSAGE`: exactly this many of the last emission's messages
/// match (the form a transcript folds repeats into). `x 15` reads the same, for keyboards
/// without `×`.
struct ExpectedRepeats: Equatable {
    /// The largest count a script may write: more than one clock move may wake anything.
    static let largest = 1_000_000
    /// What a script writes before the count, as the transcript prints it.
    static let sign = "×"

    let count: Int
    /// From the `×` (or `x`) to the end of the count.
    let range: SourceRange
}

/// The operators of `expect a OP b`.
enum ExpectationOperator: String, CaseIterable {
    case equal = "=="
    case notEqual = "!="
    case lessOrEqual = "<="
    case greaterOrEqual = ">="
    case less = "<"
    case greater = ">"
    case contains

    /// Whether it orders its operands, which must then be `Comparable`.
    var isOrdering: Bool {
        switch self {
        case .less, .lessOrEqual, .greater, .greaterOrEqual: true
        default: false
        }
    }
}
