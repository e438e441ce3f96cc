import KhipuDSL

/// The case parameters and stored properties whose type's own `Codable` form Khipu cannot
/// type: a bare list without names (`CodableForm.isUnnamedList`), such as `CGPoint`'s
/// `[1.0, 2.0]` or `SIMD2`'s. Their values still print and read back, but as positional
/// numbers no one can write by name, so describe names each such place in a warning.
package enum UntypeableSlots {
    /// `ProbeState.spot of type CGPoint`, one for each place, in the order the schemas list them.
    package static func places(reachableFrom roots: [Any.Type]) -> [String] {
        HeldSlots.slots(reachableFrom: roots).filter { slot in
            slot.leaves.contains { leaf in
                GrammarCollector.schema(of: leaf) == nil && !BuiltinTypes.isBuiltin(leaf) && CodableForm.isUnnamedList(leaf)
            }
        }.map { "\($0.place) of type \($0.typeName)" }
    }

    /// "warning[untypeable]: ProbeState.spot of type CGPoint cannot be typed: …".
    package static func warning(_ place: String) -> String {
        "warning[\(DiagnosticID.untypeable)]: \(place) cannot be typed: its own Codable form is a list of values "
            + "without names, so it prints and reads as a bare [...] that no one can write by name; store a type "
            + "Khipu can type (numbers, strings, a @DSL struct) and convert where the app needs the other"
    }
}
