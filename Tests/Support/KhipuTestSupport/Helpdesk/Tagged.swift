import Foundation

/// A stand-in for swift-tagged's `Tagged`, as another package would declare it: no
/// `@DSL`, a single-value `Codable` form (the raw value), built from a literal.
package struct Tagged<Tag, RawValue: Codable & Hashable & Sendable>: Codable, Hashable, Sendable {
    package let rawValue: RawValue

    package init(rawValue: RawValue) {
        self.rawValue = rawValue
    }

    package init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(RawValue.self)
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}

extension Tagged: ExpressibleByStringLiteral, ExpressibleByUnicodeScalarLiteral, ExpressibleByExtendedGraphemeClusterLiteral
where RawValue == String {
    package init(stringLiteral value: String) {
        self.init(rawValue: value)
    }
}
