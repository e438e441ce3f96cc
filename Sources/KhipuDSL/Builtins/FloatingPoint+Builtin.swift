import Foundation
import KhipuInternals

/// `Double` (also named `TimeInterval`) and `Float`: their shortest text that reads back
/// equal, `1.0` keeping its point; integer literals read too; `.infinity`,
/// `.negativeInfinity` and `.nan` stand for the values no literal can write.
protocol BuiltinFloatingPoint: BuiltinValue, BinaryFloatingPoint, LosslessStringConvertible {}

extension BuiltinFloatingPoint {
    static func decodeBuiltin(from node: DSLExpression, with decoder: ExpressionDecoder) throws -> Self {
        try decoder.decodeFloatingPoint(Self.self, node)
    }

    static func printedNode(for value: Self) -> PrintedNode? { literalNode(for: value) }

    static var writtenAs: String { "a number such as 1.5, 2 or 1e-3, or .infinity, .negativeInfinity or .nan" }

    /// The shortest text that reads back to the same value; `1.0` keeps its point.
    static func literalNode(for value: Self) -> PrintedNode {
        if value.isNaN { return .member(name: SpecialFloatingPoint.nan.rawValue, arguments: nil) }
        if value.isInfinite {
            let special: SpecialFloatingPoint = value < 0 ? .negativeInfinity : .infinity
            return .member(name: special.rawValue, arguments: nil)
        }
        return .atom(value.description)
    }
}

extension Double: BuiltinFloatingPoint {
    static var builtinNames: [String] { ["Double", "TimeInterval"] }
}

extension Float: BuiltinFloatingPoint {
    static var builtinNames: [String] { ["Float"] }
}

/// The floating-point values that have no literal; the printer writes them this way.
enum SpecialFloatingPoint: String {
    case infinity
    case negativeInfinity
    case nan
}

extension ExpressionDecoder {
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
}

extension DSLTextWriter {
    /// A finite number as its shortest text; the others as `literalNode` names them.
    mutating func writeFloatingPoint<Floating: BuiltinFloatingPoint>(_ value: Floating) {
        if value.isFinite {
            append(value.description)
        } else {
            write(Floating.literalNode(for: value))
        }
    }
}

extension Double: DSLPrintable { public func dslPrint(into writer: inout DSLTextWriter) { writer.writeFloatingPoint(self) } }
extension Float: DSLPrintable { public func dslPrint(into writer: inout DSLTextWriter) { writer.writeFloatingPoint(self) } }

extension Double: DSLReadable { public static func dslRead(from reader: inout DSLTextReader) throws -> Self { try reader.readFloatingPoint(Self.self) } }
extension Float: DSLReadable { public static func dslRead(from reader: inout DSLTextReader) throws -> Self { try reader.readFloatingPoint(Self.self) } }
