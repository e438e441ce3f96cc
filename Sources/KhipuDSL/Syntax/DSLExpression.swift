/// A node of the syntax tree of one DSL expression, with the source range it covers.
///
/// The tree is untyped: `.add(item: coffee)` is an implicit member with one labelled
/// argument whatever type it will later be decoded into.
public struct DSLExpression: Sendable, Hashable {
    public var kind: Kind
    public var range: SourceRange

    /// Only the cases that hold a node directly are `indirect`: a literal, a name or a call
    /// is stored inline, so building a tree costs no heap box per node.
    public enum Kind: Sendable, Hashable {
        /// `"Get coffee"` or a `"""` block, escapes already resolved.
        case string(String)
        /// `42`, `-1_000`, `0xFF`, `-0b1010`: the literal's text without underscores, so any
        /// width can be decoded (`IntegerLiteral` reads every radix).
        case integer(String)
        /// `53.92681`, `-0.5e3`: the literal's text without underscores.
        case float(String)
        case bool(Bool)
        case `nil`
        /// `[a, b]`
        case array([DSLExpression])
        /// `["daily": 500, "monthly": 2_000]` or `[:]`, entries in the order written.
        case dictionary([DictionaryEntry])
        /// `.name` (arguments nil) or `.name(label: value, value)`.
        case implicitMember(name: String, nameRange: SourceRange, arguments: [Argument]?)
        /// `TodoItem(title: "x")`, `Directions.Step(...)`: a constructor of a named type.
        case call(typeName: String, nameRange: SourceRange, arguments: [Argument])
        /// `coffee`, `state`: a bound name.
        case identifier(String)
        /// `base.name`, e.g. `state.todos` or `items.count`.
        indirect case member(base: DSLExpression, name: String, nameRange: SourceRange)
        /// `base[index]`
        indirect case `subscript`(base: DSLExpression, index: DSLExpression)
        /// `base.name(arguments)`, e.g. `coffee.alter(.finish)`.
        indirect case methodCall(base: DSLExpression, name: String, nameRange: SourceRange, arguments: [Argument])
        /// `Member.Tier.student` or `Shop.Command.order(sku: "A-1")`: a case named with its
        /// type, as Swift writes it where no type is implied. `member` is the implicit
        /// member the type qualifies (`.student`).
        indirect case qualifiedMember(typeName: String, typeNameRange: SourceRange, member: DSLExpression)
        /// `8...20` (closed) or `8..<20` (half-open): a `ClosedRange` or a `Range`.
        indirect case range(lower: DSLExpression, upper: DSLExpression, isClosed: Bool)
    }
}

/// One argument of a call: `label: value` or just `value`.
public struct Argument: Sendable, Hashable {
    public var value: DSLExpression
    public var label: String?
    public var labelRange: SourceRange?

    /// From the start of the label (or the value) to the end of the value.
    public var range: SourceRange {
        SourceRange(labelRange?.start ?? value.range.start, value.range.end)
    }
}

// The public initializers are in extensions, so that the structs keep their memberwise
// initializers: built through an initializer that assigns each property, every node and
// argument was copied and the original destroyed.
extension DSLExpression {
    public init(_ kind: Kind, range: SourceRange) {
        self.init(kind: kind, range: range)
    }
}

extension Argument {
    public init(label: String?, labelRange: SourceRange?, value: DSLExpression) {
        self.init(value: value, label: label, labelRange: labelRange)
    }
}

/// One `key: value` entry of a dictionary literal.
public struct DictionaryEntry: Sendable, Hashable {
    public var key: DSLExpression
    public var value: DSLExpression

    public init(key: DSLExpression, value: DSLExpression) {
        self.key = key
        self.value = value
    }
}
