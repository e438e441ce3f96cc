import Foundation
import KhipuInternals

/// Literals of the types every DSL knows, and `Date`, `UUID`, `Decimal`, `URL`,
/// `Character`, `Duration` and `Data`, whose own `Codable` forms (a number, a keyed mantissa, a
/// keyed `relative` string, a pair of integers) are not what a user writes.
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
        case .decimal: reinterpret(try decodeDecimal(node), as: T.self)
        case .url: reinterpret(try decodeURL(node), as: T.self)
        case .character: reinterpret(try decodeCharacter(node), as: T.self)
        case .duration: reinterpret(try decodeDuration(node), as: T.self)
        case .data: reinterpret(try decodeData(node), as: T.self)
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

    /// Integer literals are accepted too; `.infinity`, `.nan` and `.negativeInfinity`
    /// stand for the values no literal can write.
    func decodeFloatingPoint<Floating: BinaryFloatingPoint & LosslessStringConvertible>(_ type: Floating.Type, _ node: DSLExpression) throws -> Floating {
        switch node.kind {
        case .float(let text), .integer(let text):
            guard let value = Self.floatingPoint(text, as: Floating.self) else {
                throw Diagnostic.invalidLiteral(text, of: DSLTypeName.of(Floating.self), at: node.range)
            }
            guard value.isFinite else {
                throw Diagnostic.floatingPointOverflow(text, of: DSLTypeName.of(Floating.self), at: node.range)
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

    /// Integer literals in another radix go through the widest integer type.
    private static func floatingPoint<Floating: BinaryFloatingPoint & LosslessStringConvertible>(_ text: String, as type: Floating.Type) -> Floating? {
        if Floating.self == Double.self, let value = DecimalDoubleLiteral.value(text) {
            return reinterpret(value, as: Floating.self)
        }
        if let (_, _, radix) = IntegerLiteral.split(text), radix != 10 {
            if let value = IntegerLiteral.value(text, as: Int64.self) { return Floating(value) }
            return IntegerLiteral.value(text, as: UInt64.self).map(Floating.init)
        }
        return Floating(text)
    }

    /// From integer and floating-point literals, exactly as written.
    func decodeDecimal(_ node: DSLExpression) throws -> Decimal {
        switch node.kind {
        case .float(let text), .integer(let text):
            do {
                return try DecimalLiteral.value(text)
            } catch .tooManyDigits {
                throw Diagnostic.tooManyDecimalDigits(text, limit: DecimalLiteral.maximumDigits, at: node.range)
            } catch {
                throw Diagnostic.invalidLiteral(text, of: "Decimal", at: node.range)
            }
        case .implicitMember(SpecialFloatingPoint.nan.rawValue, _, nil):
            return .nan
        case .identifier, .member, .subscript, .methodCall:
            return try resolve(node, as: Decimal.self)
        default:
            throw typeMismatch(node, expected: "Decimal", notes: ["write a number such as 19.99"])
        }
    }

    func decodeURL(_ node: DSLExpression) throws -> URL {
        switch node.kind {
        case .string(let text):
            if let url = URL(string: text) { return url }
            throw Diagnostic.invalidValue("URL \(ExpressionText.quoted(text))", at: node.range, notes: ["write a URL such as \"https://example.com/a\""])
        case .identifier, .member, .subscript, .methodCall:
            return try resolve(node, as: URL.self)
        default:
            throw typeMismatch(node, expected: "URL", notes: ["write its string, such as \"https://example.com/a\""])
        }
    }

    func decodeCharacter(_ node: DSLExpression) throws -> Character {
        switch node.kind {
        case .string(let text):
            if text.count == 1, let character = text.first { return character }
            throw Diagnostic.notOneCharacter(count: text.count, in: ExpressionText.quoted(text), at: node.range)
        case .identifier, .member, .subscript, .methodCall:
            return try resolve(node, as: Character.self)
        default:
            throw typeMismatch(node, expected: "Character", notes: ["write a one-character string such as \"a\""])
        }
    }

    func decodeDate(_ node: DSLExpression) throws -> Date {
        // The common case first: the switch below, with its string patterns, copies the node.
        if case .string(let text) = node.kind, let date = ISO8601Timestamp.parse(text) { return date }
        switch node.kind {
        case .string(let text):
            if let date = ISO8601Timestamp.parse(text) { return date }
            throw Diagnostic.invalidValue(
                "date \(ExpressionText.quoted(text)): expected ISO-8601 such as \"2024-06-16T09:00:00Z\"",
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

    /// A base64 string, as `JSONEncoder` writes `Data`, or its bytes `[137, 80, 78, 71]`.
    /// It prints as its bytes, the form Swift also reads (`let data: Data = [1, 2]`).
    func decodeData(_ node: DSLExpression) throws -> Data {
        switch node.kind {
        case .string(let text):
            if let data = Data(base64Encoded: text) { return data }
            throw Diagnostic.invalidValue("base64 \(ExpressionText.quoted(text)) for Data", at: node.range, notes: [Self.dataForms])
        case .array(let elements):
            try enterLevel(at: node)
            defer { leaveLevel() }
            var data = Data(capacity: elements.count)
            for element in elements {
                data.append(try decodeInteger(UInt8.self, element))
            }
            return data
        case .identifier, .member, .subscript, .methodCall:
            return try resolve(node, as: Data.self)
        default:
            throw typeMismatch(node, expected: "Data", notes: [Self.dataForms])
        }
    }

    private static let dataForms = "write Data as base64, as JSONEncoder writes it (\"iVBORw0KGgo=\"), or as its bytes ([137, 80, 78, 71])"

    func decodeUUID(_ node: DSLExpression) throws -> UUID {
        if case .string(let text) = node.kind, let uuid = UUIDText.parse(text) { return uuid }
        switch node.kind {
        case .string(let text):
            if let uuid = UUIDText.parse(text) { return uuid }
            throw Diagnostic.invalidValue(
                "UUID \(ExpressionText.quoted(text)): expected 32 hexadecimal digits such as \"E621E1F8-C36C-495A-93FC-0C247A3E6E5F\"",
                at: node.range)
        case .identifier, .member, .subscript, .methodCall:
            return try resolve(node, as: UUID.self)
        default:
            throw typeMismatch(node, expected: "UUID", notes: ["write its string, such as \"E621E1F8-C36C-495A-93FC-0C247A3E6E5F\""])
        }
    }

}

/// The types the decoder reads from literals itself.
enum BuiltinKind {
    case string, int, bool, double, date, uuid, float
    case int8, int16, int32, int64, uint, uint8, uint16, uint32, uint64
    case decimal, url, character, duration, data

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
        else if type == Decimal.self { self = .decimal }
        else if type == URL.self { self = .url }
        else if type == Character.self { self = .character }
        else if type == Duration.self { self = .duration }
        else if type == Data.self { self = .data }
        else { return nil }
    }
}

/// The floating-point values that have no literal; the printer writes them this way.
enum SpecialFloatingPoint: String {
    case infinity
    case negativeInfinity
    case nan
}
