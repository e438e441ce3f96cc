import Foundation

/// Its string: `"https://example.com/a"`.
extension URL: BuiltinValue {
    static var builtinNames: [String] { ["URL"] }

    static func decodeBuiltin(from node: DSLExpression, with decoder: ExpressionDecoder) throws -> URL {
        switch node.kind {
        case .string(let text):
            if let url = URL(string: text) { return url }
            throw Diagnostic.invalidValue("URL \(ExpressionText.quoted(text))", at: node.range, notes: ["write a URL such as \"https://example.com/a\""])
        case .identifier, .member, .subscript, .methodCall:
            return try decoder.resolve(node, as: URL.self)
        default:
            throw decoder.typeMismatch(node, expected: "URL", notes: ["write \(writtenAs)"])
        }
    }

    static func printedNode(for value: URL) -> PrintedNode? { .string(value.absoluteString) }

    static var writtenAs: String { "its string, such as \"https://example.com/a\"" }
}

extension URL: DSLPrintable {
    public func dslPrint(into writer: inout DSLTextWriter) {
        writer.writeStringLiteral(absoluteString)
    }
}
