import Foundation

/// Literals of the types every DSL knows, and `Date` and `UUID`, whose own `Codable`
/// forms (a number, a string) are not what a user writes.
extension ExpressionDecoder {
    /// `kind` must be `T`'s: the value is handed on without a cast.
    func decodeBuiltin<T>(_ kind: BuiltinKind, as type: T.Type, from node: DSLExpression) throws -> T {
        switch kind {
        case .string: reinterpret(try decodeString(node), as: T.self)
        case .int: reinterpret(try decodeInteger(Int.self, node), as: T.self)
        case .bool: reinterpret(try decodeBool(node), as: T.self)
        case .double: reinterpret(try decodeFloatingPoint(Double.self, node), as: T.self)
        case .date: reinterpret(try decodeDate(node), as: T.self)
        case .uuid: reinterpret(try decodeUUID(node), as: T.self)
        case .float: reinterpret(try decodeFloatingPoint(Float.self, node), as: T.self)
        case .int8: reinterpret(try decodeInteger(Int8.self, node), as: T.self)
        case .int16: reinterpret(try decodeInteger(Int16.self, node), as: T.self)
        case .int32: reinterpret(try decodeInteger(Int32.self, node), as: T.self)
        case .int64: reinterpret(try decodeInteger(Int64.self, node), as: T.self)
        case .uint: reinterpret(try decodeInteger(UInt.self, node), as: T.self)
        case .uint8: reinterpret(try decodeInteger(UInt8.self, node), as: T.self)
        case .uint16: reinterpret(try decodeInteger(UInt16.self, node), as: T.self)
        case .uint32: reinterpret(try decodeInteger(UInt32.self, node), as: T.self)
        case .uint64: reinterpret(try decodeInteger(UInt64.self, node), as: T.self)
        }
    }

    func decodeString(_ node: DSLExpression) throws -> String {
        switch node.kind {
        case .string(let text): return text
        case .identifier, .member, .subscript, .methodCall: return try resolve(node, as: String.self)
        default: throw typeMismatch(node, expected: "String")
        }
    }

    func decodeBool(_ node: DSLExpression) throws -> Bool {
        switch node.kind {
        case .bool(let value): return value
        case .identifier, .member, .subscript, .methodCall: return try resolve(node, as: Bool.self)
        default: throw typeMismatch(node, expected: "Bool")
        }
    }

    func decodeInteger<Integer: FixedWidthInteger>(_ type: Integer.Type, _ node: DSLExpression) throws -> Integer {
        switch node.kind {
        case .integer(let text):
            if let value = Integer(text) { return value }
            let typeName = DSLTypeName.of(Integer.self)
            if Self.isDecimalInteger(text) {
                throw Diagnostic("integer literal '\(text)' overflows \(typeName)", at: node.range)
            }
            throw Diagnostic("'\(text)' is not a valid \(typeName)", at: node.range)
        case .identifier, .member, .subscript, .methodCall:
            return try resolve(node, as: Integer.self)
        default:
            throw typeMismatch(node, expected: DSLTypeName.of(Integer.self))
        }
    }

    /// Integer literals are accepted too; `.infinity`, `.nan` and `.negativeInfinity`
    /// stand for the values no literal can write.
    func decodeFloatingPoint<Floating: BinaryFloatingPoint & LosslessStringConvertible>(_ type: Floating.Type, _ node: DSLExpression) throws -> Floating {
        switch node.kind {
        case .float(let text), .integer(let text):
            guard let value = Floating(text) else {
                throw Diagnostic("'\(text)' is not a valid \(DSLTypeName.of(Floating.self))", at: node.range)
            }
            guard value.isFinite else {
                throw Diagnostic("floating-point literal '\(text)' overflows \(DSLTypeName.of(Floating.self))", at: node.range)
            }
            return value
        case .implicitMember(let name, _, nil) where SpecialFloatingPoint(rawValue: name) != nil:
            switch SpecialFloatingPoint(rawValue: name) {
            case .infinity: return .infinity
            case .negativeInfinity: return -.infinity
            case .nan, nil: return .nan
            }
        case .identifier, .member, .subscript, .methodCall:
            return try resolve(node, as: Floating.self)
        default:
            throw typeMismatch(node, expected: DSLTypeName.of(Floating.self))
        }
    }

    func decodeDate(_ node: DSLExpression) throws -> Date {
        switch node.kind {
        case .string(let text):
            if let date = ISO8601Timestamp.parse(text) { return date }
            throw Diagnostic(
                "invalid date \(ExpressionText.quoted(text)): expected ISO-8601 such as \"2024-06-16T09:00:00Z\"",
                at: node.range,
                notes: ["a date is written \"YYYY-MM-DDTHH:MM:SSZ\", optionally with fractional seconds (\"…:00.123Z\") or an offset (\"+02:00\"), or .now"]
            )
        case .implicitMember("now", _, nil):
            return context.now()
        case .call(FarDateLiteral.typeName, _, let arguments):
            return try decodeFarDate(node, arguments: arguments)
        case .identifier, .member, .subscript, .methodCall:
            return try resolve(node, as: Date.self)
        default:
            throw typeMismatch(node, expected: "Date", notes: ["write an ISO-8601 string such as \"2024-06-16T09:00:00Z\", or .now"])
        }
    }

    func decodeUUID(_ node: DSLExpression) throws -> UUID {
        switch node.kind {
        case .string(let text):
            if let uuid = UUIDText.parse(text) { return uuid }
            throw Diagnostic(
                "invalid UUID \(ExpressionText.quoted(text)): expected 32 hexadecimal digits such as \"E621E1F8-C36C-495A-93FC-0C247A3E6E5F\"",
                at: node.range
            )
        case .identifier, .member, .subscript, .methodCall:
            return try resolve(node, as: UUID.self)
        default:
            throw typeMismatch(node, expected: "UUID", notes: ["write its string, such as \"E621E1F8-C36C-495A-93FC-0C247A3E6E5F\""])
        }
    }

    private static func isDecimalInteger(_ text: String) -> Bool {
        let digits = text.utf8.first == UInt8(ascii: "-") ? text.utf8.dropFirst() : text.utf8[...]
        return !digits.isEmpty && digits.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
    }
}

/// The types the decoder reads from literals itself.
enum BuiltinKind {
    case string, int, bool, double, date, uuid, float
    case int8, int16, int32, int64, uint, uint8, uint16, uint32, uint64

    /// nil for any other type. A chain of metatype comparisons: cheaper than a dynamic
    /// cast or a dictionary lookup.
    init?(_ type: Any.Type) {
        if type == String.self { self = .string }
        else if type == Int.self { self = .int }
        else if type == Bool.self { self = .bool }
        else if type == Double.self { self = .double }
        else if type == Date.self { self = .date }
        else if type == UUID.self { self = .uuid }
        else if type == Float.self { self = .float }
        else if type == Int8.self { self = .int8 }
        else if type == Int16.self { self = .int16 }
        else if type == Int32.self { self = .int32 }
        else if type == Int64.self { self = .int64 }
        else if type == UInt.self { self = .uint }
        else if type == UInt8.self { self = .uint8 }
        else if type == UInt16.self { self = .uint16 }
        else if type == UInt32.self { self = .uint32 }
        else if type == UInt64.self { self = .uint64 }
        else { return nil }
    }
}

/// The floating-point values that have no literal; the printer writes them this way.
enum SpecialFloatingPoint: String {
    case infinity
    case negativeInfinity
    case nan
}

/// Hands a value on as `T` once the caller has checked that `T` is `Value`: free, unlike
/// a dynamic cast.
@inline(__always)
func reinterpret<Value, T>(_ value: Value, as type: T.Type) -> T {
    unsafeBitCast(value, to: T.self)
}
