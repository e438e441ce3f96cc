import Foundation
import KhipuInternals

/// The one list of builtins, which the decoder, the printer, the completer and `describe`
/// consult: each builtin spells itself in its own file under `Builtins/`.
package enum BuiltinTypes {
    /// The most common first: the decoder and the printer look a type up here for every value.
    /// `Character` is not `Codable` in the standard library; it reads and prints once a
    /// conformance exists.
    nonisolated(unsafe) static let all: [any BuiltinValue.Type] = [
        String.self, Int.self, Bool.self, Double.self, Date.self, UUID.self, Float.self,
        Int8.self, Int16.self, Int32.self, Int64.self, UInt.self, UInt8.self, UInt16.self, UInt32.self, UInt64.self,
        Decimal.self, URL.self, Character.self, Duration.self, Data.self,
    ]

    /// `type`'s builtin, or nil. Metatype comparisons over a short list: cheaper than a
    /// dynamic cast or a dictionary lookup.
    @inline(__always)
    static func builtin(_ type: Any.Type) -> (any BuiltinValue.Type)? {
        let wanted = ObjectIdentifier(type)
        for builtin in all where ObjectIdentifier(builtin) == wanted { return builtin }
        return nil
    }

    /// By the names a Swift developer writes; `TimeInterval` is `Double`, as in Swift.
    nonisolated(unsafe) package static let byName: [String: any Decodable.Type] = {
        var types: [String: any Decodable.Type] = [:]
        for builtin in all {
            guard let decodable = builtin as? any Decodable.Type else { continue }
            for name in builtin.builtinNames { types[name] = decodable }
        }
        return types
    }()

    /// The names, sorted, for completion and "did you mean".
    package static let names: [String] = byName.keys.sorted()

    package static func isBuiltin(_ type: Any.Type) -> Bool {
        builtin(type) != nil
    }

    /// What Tab offers in a slot of `type` (unwrapped) besides bound names: `.now` for a date.
    package static func completions(for type: Any.Type) -> [BuiltinCompletion] {
        builtin(type)?.completions ?? []
    }

    /// How a value of `type` is written, when it is a builtin.
    package static func writtenAs(_ type: Any.Type) -> String? {
        builtin(type)?.writtenAs
    }
}

extension BuiltinTypes {
    /// `value` as its builtin prints it; nil for any other type, and for a builtin its
    /// `encode(to:)` prints.
    static func printedNode<T>(for value: T) -> PrintedNode? {
        guard let builtin = builtin(T.self) else { return nil }
        return printedNode(builtin, for: value)
    }

    /// `Builtin` is `T`: the value is handed on without a cast.
    private static func printedNode<Builtin: BuiltinValue, T>(_ builtin: Builtin.Type, for value: T) -> PrintedNode? {
        Builtin.printedNode(for: reinterpret(value, as: Builtin.self))
    }
}

extension ExpressionDecoder {
    /// `Builtin` must be `T`: the value is handed on without a cast.
    func decodeBuiltin<Builtin: BuiltinValue, T>(_ builtin: Builtin.Type, as type: T.Type, from node: DSLExpression) throws -> T {
        reinterpret(try Builtin.decodeBuiltin(from: node, with: self), as: T.self)
    }
}
