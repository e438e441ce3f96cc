/// `true` and `false`.
extension Bool: BuiltinValue {
    static var builtinNames: [String] { ["Bool"] }

    static func decodeBuiltin(from node: DSLExpression, with decoder: ExpressionDecoder) throws -> Bool {
        try decoder.decodeBool(node)
    }

    static func printedNode(for value: Bool) -> PrintedNode? { literalNode(for: value) }

    static func literalNode(for value: Bool) -> PrintedNode { .atom(value ? "true" : "false") }

    static var completions: [BuiltinCompletion] { [BuiltinCompletion("true"), BuiltinCompletion("false")] }

    static var writtenAs: String { "true or false" }
}

extension ExpressionDecoder {
    func decodeBool(_ node: DSLExpression) throws -> Bool {
        switch node.kind {
        case .bool(let value): return value
        case .identifier, .member, .subscript, .methodCall: return try resolve(node, as: Bool.self)
        default: throw typeMismatch(node, expected: "Bool")
        }
    }
}

extension Bool: DSLPrintable {
    public func dslPrint(into writer: inout DSLTextWriter) {
        writer.append(self ? "true" : "false")
    }
}

extension Bool: DSLReadable {
    public static func dslRead(from reader: inout DSLTextReader) throws -> Bool { try reader.readBool() }
}
