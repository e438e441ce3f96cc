import SwiftSyntax
import SwiftSyntaxMacros

// Placeholder until the real expansion lands: emits an empty schema.
public struct DSLMacro: ExtensionMacro {
    public static func expansion(
        of node: AttributeSyntax,
        attachedTo declaration: some DeclGroupSyntax,
        providingExtensionsOf type: some TypeSyntaxProtocol,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        let decl: DeclSyntax = """
            extension \(type.trimmed): DSLSchemaProviding {
                static var dslSchema: DSLTypeSchema { DSLTypeSchema(name: "\(raw: type.trimmedDescription)", doc: nil, kind: .enumeration([])) }
            }
            """
        return [decl.cast(ExtensionDeclSyntax.self)]
    }
}
