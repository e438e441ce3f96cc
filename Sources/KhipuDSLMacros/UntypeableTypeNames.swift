import SwiftSyntax

/// Types whose own `Codable` form is a bare list of numbers without names (`CGPoint`
/// encodes `[1.0, 2.0]`, `SIMD2<Float>` the same, `CGRect` two such lists): their values
/// print as positional numbers that no one can write by name. `@DSL` sees only the
/// spelling of a property's type, so it knows these by name; `describe` finds the rest by
/// asking each type's `init(from:)` what it reads.
enum UntypeableTypeNames {
    static let known: Set<String> = ["CGPoint", "CGSize", "CGRect", "CGVector", "CGAffineTransform", "AffineTransform"]

    /// The first known name the type spells, also inside `[CGPoint]?`; nil when there is none.
    static func first(in type: TypeSyntax) -> String? {
        type.tokens(viewMode: .sourceAccurate).lazy.map(\.text).first { name in
            known.contains(name) || (name.hasPrefix("SIMD") && name.dropFirst(4).allSatisfy(\.isNumber) && name.count > 4)
        }
    }
}
