import KhipuInternals

/// The integer types, as their decimal literals; `0xFF`, `0o17`, `0b101` and `1_000` read too.
protocol BuiltinInteger: BuiltinValue, FixedWidthInteger {}

extension BuiltinInteger {
    static var builtinNames: [String] { [String(describing: Self.self)] }

    static func decodeBuiltin(from node: DSLExpression, with decoder: ExpressionDecoder) throws -> Self {
        try decoder.decodeInteger(Self.self, node)
    }

    static func printedNode(for value: Self) -> PrintedNode? { .atom(String(value)) }

    static var writtenAs: String { "an integer literal from \(Self.min) to \(Self.max), such as 42, 0xFF or 1_000" }
}

extension Int: BuiltinInteger {}
extension Int8: BuiltinInteger {}
extension Int16: BuiltinInteger {}
extension Int32: BuiltinInteger {}
extension Int64: BuiltinInteger {}
extension UInt: BuiltinInteger {}
extension UInt8: BuiltinInteger {}
extension UInt16: BuiltinInteger {}
extension UInt32: BuiltinInteger {}
extension UInt64: BuiltinInteger {}

extension ExpressionDecoder {
    func decodeInteger<Integer: FixedWidthInteger>(_ type: Integer.Type, _ node: DSLExpression) throws -> Integer {
        switch node.kind {
        case .integer(let text):
            if let value = IntegerLiteral.value(text, as: Integer.self) { return value }
            let typeName = DSLTypeName.of(Integer.self)
            if IntegerLiteral.isWellFormed(text) {
                throw Diagnostic.integerOverflow(text, of: typeName, at: node.range)
            }
            throw Diagnostic.invalidLiteral(text, of: typeName, at: node.range)
        case .identifier, .member, .subscript, .methodCall:
            return try resolve(node, as: Integer.self)
        default:
            throw typeMismatch(node, expected: DSLTypeName.of(Integer.self))
        }
    }
}

extension Int: DSLPrintable { public func dslPrint(into writer: inout DSLTextWriter) { writer.append(String(self)) } }
extension Int8: DSLPrintable { public func dslPrint(into writer: inout DSLTextWriter) { writer.append(String(self)) } }
extension Int16: DSLPrintable { public func dslPrint(into writer: inout DSLTextWriter) { writer.append(String(self)) } }
extension Int32: DSLPrintable { public func dslPrint(into writer: inout DSLTextWriter) { writer.append(String(self)) } }
extension Int64: DSLPrintable { public func dslPrint(into writer: inout DSLTextWriter) { writer.append(String(self)) } }
extension UInt: DSLPrintable { public func dslPrint(into writer: inout DSLTextWriter) { writer.append(String(self)) } }
extension UInt8: DSLPrintable { public func dslPrint(into writer: inout DSLTextWriter) { writer.append(String(self)) } }
extension UInt16: DSLPrintable { public func dslPrint(into writer: inout DSLTextWriter) { writer.append(String(self)) } }
extension UInt32: DSLPrintable { public func dslPrint(into writer: inout DSLTextWriter) { writer.append(String(self)) } }
extension UInt64: DSLPrintable { public func dslPrint(into writer: inout DSLTextWriter) { writer.append(String(self)) } }

extension Int: DSLReadable { public static func dslRead(from reader: inout DSLTextReader) throws -> Self { try reader.readInteger(Self.self) } }
extension Int8: DSLReadable { public static func dslRead(from reader: inout DSLTextReader) throws -> Self { try reader.readInteger(Self.self) } }
extension Int16: DSLReadable { public static func dslRead(from reader: inout DSLTextReader) throws -> Self { try reader.readInteger(Self.self) } }
extension Int32: DSLReadable { public static func dslRead(from reader: inout DSLTextReader) throws -> Self { try reader.readInteger(Self.self) } }
extension Int64: DSLReadable { public static func dslRead(from reader: inout DSLTextReader) throws -> Self { try reader.readInteger(Self.self) } }
extension UInt: DSLReadable { public static func dslRead(from reader: inout DSLTextReader) throws -> Self { try reader.readInteger(Self.self) } }
extension UInt8: DSLReadable { public static func dslRead(from reader: inout DSLTextReader) throws -> Self { try reader.readInteger(Self.self) } }
extension UInt16: DSLReadable { public static func dslRead(from reader: inout DSLTextReader) throws -> Self { try reader.readInteger(Self.self) } }
extension UInt32: DSLReadable { public static func dslRead(from reader: inout DSLTextReader) throws -> Self { try reader.readInteger(Self.self) } }
extension UInt64: DSLReadable { public static func dslRead(from reader: inout DSLTextReader) throws -> Self { try reader.readInteger(Self.self) } }
