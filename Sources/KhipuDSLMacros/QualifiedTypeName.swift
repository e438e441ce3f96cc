import SwiftSyntax

/// The name of a possibly nested type as written in Swift: `Message.Todos.CMD`.
enum QualifiedTypeName {
    /// `lexicalContext` lists the enclosing declarations, innermost first.
    static func of(_ name: TokenSyntax, in lexicalContext: [Syntax]) -> String {
        let outer = lexicalContext.reversed().compactMap(typeName(of:))
        return (outer + [name.plainName]).joined(separator: ".")
    }

    private static func typeName(of context: Syntax) -> String? {
        if context.asProtocol(DeclGroupSyntax.self) != nil, let type = context.asProtocol(NamedDeclSyntax.self) {
            return type.name.plainName
        }
        if let extensionDecl = context.as(ExtensionDeclSyntax.self) {
            return extensionDecl.extendedType.trimmedDescription.filter { $0 != "`" }
        }
        return nil
    }
}
