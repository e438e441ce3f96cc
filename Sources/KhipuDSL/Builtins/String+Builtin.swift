/// `"text"`, with Swift's escapes.
extension String: BuiltinValue {
    static var builtinNames: [String] { ["String"] }

    static func decodeBuiltin(from node: DSLExpression, with decoder: ExpressionDecoder) throws -> String {
        try decoder.decodeString(node)
    }

    static func printedNode(for value: String) -> PrintedNode? { .string(value) }

    static var writtenAs: String { #"a string literal such as "Get coffee", with Swift's escapes"# }
}

extension ExpressionDecoder {
    func decodeString(_ node: DSLExpression) throws -> String {
        switch node.kind {
        case .string(let text): return text
        case .identifier, .member, .subscript, .methodCall: return try resolve(node, as: String.self)
        default: throw typeMismatch(node, expected: "String")
        }
    }
}

extension String: DSLPrintable {
    public func dslPrint(into writer: inout DSLTextWriter) {
        writer.writeStringLiteral(self)
    }
}

extension String: DSLReadable {
    public static func dslRead(from reader: inout DSLTextReader) throws -> String { try reader.readString() }
}
