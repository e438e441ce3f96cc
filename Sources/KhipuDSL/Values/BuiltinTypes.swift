import Foundation

/// The types every script may name without a domain: `let n: UInt8 = 255`.
package enum BuiltinTypes {
    /// By the name a Swift developer writes; `TimeInterval` is `Double`, as in Swift.
    nonisolated(unsafe) package static let byName: [String: any Decodable.Type] = {
        var types: [String: any Decodable.Type] = [
            "String": String.self, "Bool": Bool.self,
            "Int": Int.self, "Int8": Int8.self, "Int16": Int16.self, "Int32": Int32.self, "Int64": Int64.self,
            "UInt": UInt.self, "UInt8": UInt8.self, "UInt16": UInt16.self, "UInt32": UInt32.self, "UInt64": UInt64.self,
            "Double": Double.self, "Float": Float.self, "TimeInterval": TimeInterval.self,
            "Decimal": Decimal.self, "Date": Date.self, "UUID": UUID.self, "URL": URL.self,
            "Duration": Duration.self, "Data": Data.self,
        ]
        // `Character` is not `Codable` in the standard library; it is nameable once a
        // conformance exists.
        if let character = (Character.self as Any.Type) as? any Decodable.Type { types["Character"] = character }
        return types
    }()

    /// The names, sorted, for completion and "did you mean".
    package static let names: [String] = byName.keys.sorted()

    package static func isBuiltin(_ type: Any.Type) -> Bool {
        byName.values.contains { ObjectIdentifier($0) == ObjectIdentifier(type) }
    }
}
