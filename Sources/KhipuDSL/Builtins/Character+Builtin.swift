/// A one-character string: `"a"`. `Character` is not `Codable` in the standard library; it
/// reads and prints once a conformance exists.
extension Character: BuiltinValue {
    static var builtinNames: [String] { ["Character"] }

    static func decodeBuiltin(from node: DSLExpression, with decoder: ExpressionDecoder) throws -> Character {
        switch node.kind {
        case .string(let text):
            if text.count == 1, let character = text.first { return character }
            throw Diagnostic.notOneCharacter(count: text.count, in: ExpressionText.quoted(text), at: node.range)
        case .identifier, .member, .subscript, .methodCall:
            return try decoder.resolve(node, as: Character.self)
        default:
            throw decoder.typeMismatch(node, expected: "Character", notes: ["write \(writtenAs)"])
        }
    }

    static func printedNode(for value: Character) -> PrintedNode? { .string(String(value)) }

    static var writtenAs: String { "a one-character string such as \"a\"" }
}
