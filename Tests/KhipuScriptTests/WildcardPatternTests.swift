import KhipuDSL
import Testing
@testable import KhipuScript

private func parse(_ text: String) throws -> DSLExpression {
    try DSLParser.parseExpression(text)
}

/// The syntax of a filled pattern, printed back the way the user would write it.
private func filled(_ pattern: String, from actual: String) throws -> String? {
    try WildcardPattern.fill(parse(pattern), from: parse(actual)).map(Written.text)
}

/// Writes a syntax tree back as text, for comparing trees in tests.
private enum Written {
    static func text(_ expression: DSLExpression) -> String {
        switch expression.kind {
        case .string(let value): "\"\(value)\""
        case .integer(let value), .float(let value): value
        case .bool(let value): "\(value)"
        case .nil: "nil"
        case .array(let elements): "[" + elements.map(text).joined(separator: ", ") + "]"
        case .dictionary(let entries): entries.isEmpty ? "[:]" : "[" + entries.map { text($0.key) + ": " + text($0.value) }.joined(separator: ", ") + "]"
        case .implicitMember(let name, _, let arguments): "." + name + (arguments.map { "(" + list($0) + ")" } ?? "")
        case .call(let type, _, let arguments): type + "(" + list(arguments) + ")"
        case .identifier(let name): name
        case .member(let base, let name, _): text(base) + "." + name
        case .subscript(let base, let index): text(base) + "[" + text(index) + "]"
        case .methodCall(let base, let name, _, let arguments): text(base) + "." + name + "(" + list(arguments) + ")"
        case .qualifiedMember(let typeName, _, let member): typeName + text(member)
        case .range(let lower, let upper, let isClosed): text(lower) + (isClosed ? "..." : "..<") + text(upper)
        }
    }

    static func list(_ arguments: [Argument]) -> String {
        arguments.map { ($0.label.map { $0 + ": " } ?? "") + text($0.value) }.joined(separator: ", ")
    }
}

@Suite("Wildcard patterns")
struct WildcardPatternTests {
    @Test("each _ takes the subtree at the same place; the rest stays as written", arguments: [
        (".chat(.loggingIn(as: _, .succeeded))", #".chat(.loggingIn(as: "alice", .succeeded))"#, #".chat(.loggingIn(as: "alice", .succeeded))"#),
        (".chat(.loggingIn(as: _, .succeeded))", #".chat(.loggingIn(as: "alice", .failed(.offline)))"#, #".chat(.loggingIn(as: "alice", .succeeded))"#),
        (".a(_)", ".a(.b(c: [1, 2]))", ".a(.b(c: [1, 2]))"),
        ("[_, 2]", "[1, 3]", "[1, 2]"),
        (".a(x: coffee, y: _)", ".a(x: Item(id: 1), y: 2)", ".a(x: coffee, y: 2)"),
        ("_", "Anything(at: .all)", "Anything(at: .all)"),
        ("Item(id: _, title: \"x\")", "Item(id: 7, title: \"y\", done: false)", "Item(id: 7, title: \"x\", done: false)"),
        ("Item(title: \"x\", id: _)", "Item(id: 7, title: \"y\")", "Item(id: 7, title: \"x\")"),
        ("Outer.Item(id: _)", "Item(id: 7)", "Outer.Item(id: 7)"),
        (#"["b": _, "a": 1]"#, #"["a": 5, "b": 2]"#, #"["b": 2, "a": 1]"#),
    ])
    func fills(pattern: String, actual: String, expected: String) throws {
        #expect(try filled(pattern, from: actual) == expected)
    }

    @Test("a value of another shape where a _ stands does not match", arguments: [
        (".added(item: _)", ".removed(item: 1)"),
        (".added(item: _)", ".added(1)"),
        ("[_, _]", "[1]"),
        ("Item(id: _)", "Other(id: 1)"),
        ("Item(id: _, colour: 1)", "Item(id: 1, title: 2)"),
        (".a(_)", ".a"),
        ("coffee.alter(.title(to: _))", "Item(id: 1)"),
        (#"["a": _]"#, #"["b": 1]"#),
        (#"["a": _]"#, #"["a": 1, "b": 2]"#),
    ])
    func misaligned(pattern: String, actual: String) throws {
        #expect(try filled(pattern, from: actual) == nil)
    }

    @Test("without a _ the pattern is the expression itself, whatever the value")
    func plain() throws {
        let expression = try parse(".added(item: coffee)")
        #expect(WildcardPattern.fill(expression, from: try parse("[1]")) == expression)
        #expect(!WildcardPattern.containsWildcard(expression))
        #expect(WildcardPattern.containsWildcard(try parse("[.a(b: [_])]")))
    }

    @Test("what a _ takes points at the _, so a diagnostic about it does")
    func ranges() throws {
        let pattern = try parse(".a(x: _)")
        let result = try #require(WildcardPattern.fill(pattern, from: try parse(".a(x: Item(id: 1))")))
        guard case .implicitMember(_, _, let arguments?) = result.kind else {
            Issue.record("expected an implicit member")
            return
        }
        #expect(arguments[0].value.range == SourceRange(6, 7))
    }

    @Test("the constructors holding a _ are patterns whose check waits for the value")
    func patternConstructors() throws {
        let expression = try parse(".a(item: Item(id: _), other: Item(id: 1))")
        #expect(WildcardPattern.patternConstructorRanges(in: expression) == [SourceRange(9, 20)])
    }
}

@Suite("Ordering and containment")
struct OrderingAndContainmentTests {
    @Test("values of one Comparable type are ordered; others are not")
    func ordering() {
        #expect(ValueOrdering.holds(1, .less, 2) == true)
        #expect(ValueOrdering.holds(2, .lessOrEqual, 2) == true)
        #expect(ValueOrdering.holds("b", .greater, "a") == true)
        #expect(ValueOrdering.holds(1.5, .greaterOrEqual, 2.0) == false)
        #expect(ValueOrdering.holds(Optional(3) as Any, .greater, 2) == true)
        #expect(ValueOrdering.holds(Optional<Int>.none as Any, .less, 2) == nil)
        #expect(ValueOrdering.holds(1, .less, "2") == nil)
        #expect(ValueOrdering.holds([1], .less, [2]) == nil)
        #expect(!ValueOrdering.isComparable([1]))
        #expect(ValueOrdering.isComparable(Optional<Int>.none as Any))
    }

    @Test("contains looks into arrays, sets, dictionary keys and strings")
    func containers() {
        guard case .members(let elements, let elementType)? = Container([3, 4]) else {
            Issue.record("an array holds members")
            return
        }
        #expect(elements.count == 2 && elementType == Int.self)
        guard case .members(let keys, let keyType)? = Container(["a": 1, "b": 2]) else {
            Issue.record("a dictionary holds its keys")
            return
        }
        #expect(Set(keys.compactMap { $0 as? String }) == ["a", "b"] && keyType == String.self)
        guard case .members(let members, let memberType)? = Container(Set([UInt8(1)])) else {
            Issue.record("a set holds members")
            return
        }
        #expect(members.count == 1 && memberType == UInt8.self)
        guard case .text("abc")? = Container(Optional("abc") as Any) else {
            Issue.record("a string holds substrings")
            return
        }
        #expect(Container(42) == nil)
        #expect(Container(Optional<[Int]>.none as Any) == nil)
    }
}
