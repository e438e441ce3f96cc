import Foundation

/// Its string, upper-case hex as `uuidString` writes it; lower case reads too.
extension UUID: BuiltinValue {
    static var builtinNames: [String] { ["UUID"] }

    static func decodeBuiltin(from node: DSLExpression, with decoder: ExpressionDecoder) throws -> UUID {
        if case .string(let text) = node.kind, let uuid = UUIDText.parse(text) { return uuid }
        switch node.kind {
        case .string(let text):
            if let uuid = UUIDText.parse(text) { return uuid }
            throw Diagnostic.invalidValue(
                "UUID \(ExpressionText.quoted(text)): expected 32 hexadecimal digits such as \"E621E1F8-C36C-495A-93FC-0C247A3E6E5F\"",
                at: node.range)
        case .identifier, .member, .subscript, .methodCall:
            return try decoder.resolve(node, as: UUID.self)
        default:
            throw decoder.typeMismatch(node, expected: "UUID", notes: ["write \(writtenAs)"])
        }
    }

    static func printedNode(for value: UUID) -> PrintedNode? { .string(value.uuidString) }

    static var writtenAs: String { "its string, such as \"E621E1F8-C36C-495A-93FC-0C247A3E6E5F\"" }
}

extension UUID: DSLPrintable {
    public func dslPrint(into writer: inout DSLTextWriter) {
        writer.writeUUID(self)
    }
}

extension UUID: DSLReadable {
    public static func dslRead(from reader: inout DSLTextReader) throws -> UUID {
        try reader.withPlainStringBytes(UUIDText.parse(bytes:))
    }
}

extension DSLTextWriter {
    /// The UUID's string, upper-case hex as `uuidString` writes it.
    mutating func writeUUID(_ uuid: UUID) {
        let digits: StaticString = "0123456789ABCDEF"
        append(UInt8(ascii: "\""))
        withUnsafeBytes(of: uuid.uuid) { octets in
            digits.withUTF8Buffer { hex in
                for (index, octet) in octets.enumerated() {
                    if index == 4 || index == 6 || index == 8 || index == 10 { append(UInt8(ascii: "-")) }
                    append(hex[Int(octet >> 4)])
                    append(hex[Int(octet & 0x0F)])
                }
            }
        }
        append(UInt8(ascii: "\""))
    }
}
