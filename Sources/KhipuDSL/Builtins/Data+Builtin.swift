import Foundation

/// A base64 string, as `JSONEncoder` writes `Data`, or its bytes `[137, 80, 78, 71]`. It
/// prints as its bytes (through its `encode(to:)`), the form Swift also reads
/// (`let data: Data = [1, 2]`).
extension Data: BuiltinValue {
    static var builtinNames: [String] { ["Data"] }

    static func decodeBuiltin(from node: DSLExpression, with decoder: ExpressionDecoder) throws -> Data {
        switch node.kind {
        case .string(let text):
            if let data = Data(base64Encoded: text) { return data }
            throw Diagnostic.invalidValue("base64 \(ExpressionText.quoted(text)) for Data", at: node.range, notes: [forms])
        case .array(let elements):
            try decoder.enterLevel(at: node)
            defer { decoder.leaveLevel() }
            var data = Data(capacity: elements.count)
            for element in elements {
                data.append(try decoder.decodeInteger(UInt8.self, element))
            }
            return data
        case .identifier, .member, .subscript, .methodCall:
            return try decoder.resolve(node, as: Data.self)
        default:
            throw decoder.typeMismatch(node, expected: "Data", notes: [forms])
        }
    }

    static func printedNode(for value: Data) -> PrintedNode? { nil }

    static var writtenAs: String { "base64, as JSONEncoder writes it (\"iVBORw0KGgo=\"), or as its bytes ([137, 80, 78, 71])" }

    private static var forms: String { "write Data as \(writtenAs)" }
}
