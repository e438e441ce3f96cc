/// A case of an enum with raw values prints by its name, `.eur`, whatever its raw value
/// (`"EUR"`): the enum's `@DSL` schema lists the raw value of each case.
enum RawValuePrinting {
    static func node<T>(for value: T) -> PrintedNode? {
        guard let representable = value as? any RawRepresentable,
            let schema = TypeInfoCache.shared.entry(of: T.self).schema,
            !schema.caseNamesByRawValue.isEmpty,
            let rawValue = representable.rawValue as? AnyHashable,
            let name = schema.caseNamesByRawValue[rawValue]
        else { return nil }
        return .member(name: name, arguments: nil)
    }
}
