import SwiftDiagnostics

/// What `@DSL` reports when it cannot describe a declaration.
enum DSLMacroDiagnostic: DiagnosticMessage {
    /// `@DSL` on a class, actor, protocol or extension; carries its keyword.
    case unsupportedDeclaration(String)
    /// A stored property whose type is only inferred, e.g. `var count = 0`.
    case missingPropertyType(String)
    /// A stored property bound by a tuple or wildcard pattern, e.g. `let (a, b): (Int, Int)`.
    case unsupportedPropertyPattern(String)
    /// A stored property of opaque type (`some P`), whose metatype cannot be spelled.
    case opaquePropertyType(String)
    /// A warning: a stored property of a type whose own `Codable` form is a bare list of
    /// numbers; carries the property's name and the type's.
    case untypeablePropertyType(String, String)

    var message: String {
        switch self {
        case .unsupportedDeclaration(let keyword):
            "'@DSL' can only be applied to an enum or a struct, not to \(Self.withArticle(keyword))"
        case .missingPropertyType(let name):
            "'@DSL' needs an explicit type for stored property '\(name)' (write '\(name): Type')"
        case .unsupportedPropertyPattern(let pattern):
            "'@DSL' can only describe stored properties bound to a single name, not '\(pattern)'"
        case .opaquePropertyType(let name):
            "'@DSL' cannot describe stored property '\(name)' of opaque type; use a concrete or 'any' type"
        case .untypeablePropertyType(let name, let type):
            "stored property '\(name)' of type \(type) cannot be typed: its Codable form is a bare list of numbers without names, "
                + "so Khipu prints and reads it as '[…]'; store a type Khipu can type (numbers, a @DSL struct) and convert where the app needs \(type)"
        }
    }

    var diagnosticID: MessageID {
        let id = switch self {
        case .unsupportedDeclaration: "unsupportedDeclaration"
        case .missingPropertyType: "missingPropertyType"
        case .unsupportedPropertyPattern: "unsupportedPropertyPattern"
        case .opaquePropertyType: "opaquePropertyType"
        case .untypeablePropertyType: "untypeablePropertyType"
        }
        return MessageID(domain: "KhipuDSLMacros", id: id)
    }

    var severity: DiagnosticSeverity {
        switch self {
        case .untypeablePropertyType: .warning
        default: .error
        }
    }

    private static func withArticle(_ keyword: String) -> String {
        let startsWithVowel = keyword.first.map { "aeiou".contains($0) } ?? false
        return (startsWithVowel ? "an " : "a ") + keyword
    }
}
