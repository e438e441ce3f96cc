import SwiftSyntax

/// The isolation a declaration states for itself, or takes from the types it is nested in
/// (a type nested in a `nonisolated` type is nonisolated too). `@DSL` writes its
/// conformances with the same isolation: an extension at file scope would otherwise take
/// the module's default, and in a target built with `.defaultIsolation(MainActor.self)`
/// that makes the conformances of a `nonisolated` type main-actor-isolated, which no
/// nonisolated code (Khipu's decoder and printer) may use.
enum DeclarationIsolation: Equatable {
    /// Nothing written: the module's default, which the extension takes as well.
    case moduleDefault
    case nonisolated
    case mainActor

    /// `lexicalContext` lists the enclosing declarations, innermost first.
    init(of declaration: some DeclGroupSyntax, lexicalContext: [Syntax]) {
        let enclosing = lexicalContext.lazy.compactMap { outer in
            Self.stated(
                modifiers: outer.asProtocol(WithModifiersSyntax.self)?.modifiers,
                attributes: outer.asProtocol(WithAttributesSyntax.self)?.attributes)
        }
        self = Self.stated(modifiers: declaration.modifiers, attributes: declaration.attributes) ?? enclosing.first ?? .moduleDefault
    }

    private static func stated(modifiers: DeclModifierListSyntax?, attributes: AttributeListSyntax?) -> Self? {
        if modifiers?.contains(where: { $0.name.tokenKind == .keyword(.nonisolated) && $0.detail == nil }) == true { return .nonisolated }
        let isMainActor = attributes?.contains { element in
            element.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "MainActor"
        }
        return isMainActor == true ? .mainActor : nil
    }

    /// What goes before each protocol in the extension's conformance list.
    var conformancePrefix: String {
        switch self {
        case .moduleDefault: ""
        case .nonisolated: "nonisolated "
        case .mainActor: "@MainActor "
        }
    }
}
