import Foundation
import KhipuInternals

/// The syntax of values every DSL knows: literals, decimals as plain numbers, dates as
/// ISO-8601 strings, UUIDs and URLs as their strings, characters as one-character strings, durations as `.seconds(90)`, and the floating-point values without a literal as `.infinity`,
/// `.negativeInfinity` and `.nan`.
enum BuiltinPrinting {
    static func node<T>(for value: T) -> PrintedNode? {
        if T.self == String.self { return .string(reinterpret(value, as: String.self)) }
        if T.self == Int.self { return .atom(String(reinterpret(value, as: Int.self))) }
        if T.self == Bool.self { return bool(reinterpret(value, as: Bool.self)) }
        if T.self == Double.self { return floatingPoint(reinterpret(value, as: Double.self)) }
        if T.self == Date.self { return FarDateLiteral.node(for: reinterpret(value, as: Date.self)) }
        if T.self == UUID.self { return .string(reinterpret(value, as: UUID.self).uuidString) }
        if T.self == Float.self { return floatingPoint(reinterpret(value, as: Float.self)) }
        if T.self == Int8.self { return .atom(String(reinterpret(value, as: Int8.self))) }
        if T.self == Int16.self { return .atom(String(reinterpret(value, as: Int16.self))) }
        if T.self == Int32.self { return .atom(String(reinterpret(value, as: Int32.self))) }
        if T.self == Int64.self { return .atom(String(reinterpret(value, as: Int64.self))) }
        if T.self == UInt.self { return .atom(String(reinterpret(value, as: UInt.self))) }
        if T.self == UInt8.self { return .atom(String(reinterpret(value, as: UInt8.self))) }
        if T.self == UInt16.self { return .atom(String(reinterpret(value, as: UInt16.self))) }
        if T.self == UInt32.self { return .atom(String(reinterpret(value, as: UInt32.self))) }
        if T.self == UInt64.self { return .atom(String(reinterpret(value, as: UInt64.self))) }
        if T.self == Decimal.self { return decimal(reinterpret(value, as: Decimal.self)) }
        if T.self == URL.self { return .string(reinterpret(value, as: URL.self).absoluteString) }
        if T.self == Character.self { return .string(String(reinterpret(value, as: Character.self))) }
        if T.self == Duration.self { return DurationLiteral.node(for: reinterpret(value, as: Duration.self)) }
        return nil
    }

    static func decimal(_ value: Decimal) -> PrintedNode {
        value.isNaN ? .member(name: SpecialFloatingPoint.nan.rawValue, arguments: nil) : .atom(DecimalLiteral.text(value))
    }

    static func bool(_ value: Bool) -> PrintedNode {
        .atom(value ? "true" : "false")
    }

    /// The shortest text that reads back to the same value; `1.0` keeps its point.
    static func floatingPoint<Floating: BinaryFloatingPoint & CustomStringConvertible>(_ value: Floating) -> PrintedNode {
        if value.isNaN { return .member(name: SpecialFloatingPoint.nan.rawValue, arguments: nil) }
        if value.isInfinite {
            let special: SpecialFloatingPoint = value < 0 ? .negativeInfinity : .infinity
            return .member(name: special.rawValue, arguments: nil)
        }
        return .atom(value.description)
    }
}
