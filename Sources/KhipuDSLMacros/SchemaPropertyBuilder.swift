import SwiftDiagnostics
import SwiftSyntax

/// Writes the `static var dslSchema` member for an enum or a struct.
struct SchemaPropertyBuilder {
    let qualifiedName: String
    let doc: String?
    let access: String
    let kind: String
    let initializers: [String]
    /// The call of each of `initializers`, in order.
    let initializerCalls: [String]
    /// The type declares `init(from:)` or `encode(to:)`.
    let hasOwnCodable: Bool
    let diagnostics: [Diagnostic]

    /// nil when the declaration is neither an enum nor a struct.
    init?(declaration: some DeclGroupSyntax, lexicalContext: [Syntax]) {
        let members = declaration.memberBlock.members
        let initializerBuilder = InitializerSchemaBuilder()
        if let enumDecl = declaration.as(EnumDeclSyntax.self) {
            qualifiedName = QualifiedTypeName.of(enumDecl.name, in: lexicalContext)
            kind = EnumSchemaBuilder(declaration: enumDecl).kindSource()
            initializers = initializerBuilder.schemaSources(members: members, memberwise: nil)
            initializerCalls = initializerBuilder.calls(members: members, memberwise: nil)
            diagnostics = []
        } else if let structDecl = declaration.as(StructDeclSyntax.self) {
            let fields = StructSchemaBuilder(declaration: structDecl)
            qualifiedName = QualifiedTypeName.of(structDecl.name, in: lexicalContext)
            kind = fields.kindSource()
            let memberwise = fields.describesEveryProperty ? fields.properties : nil
            initializers = initializerBuilder.schemaSources(members: members, memberwise: memberwise)
            initializerCalls = initializerBuilder.calls(members: members, memberwise: memberwise)
            diagnostics = fields.diagnostics + fields.warnings
        } else {
            return nil
        }
        doc = DocComment.text(of: declaration)
        access = Self.accessPrefix(of: declaration.modifiers)
        hasOwnCodable = OwnCodable.isDeclared(in: members)
    }

    func propertySource() -> String {
        """
        \(access)static var dslSchema: DSLTypeSchema {
            DSLTypeSchema(
                name: \(SchemaSource.stringLiteral(qualifiedName)),
                doc: \(SchemaSource.optionalStringLiteral(doc)),
                kind: \(SchemaSource.continuing(SchemaSource.continuing(kind))),
                initializers: \(SchemaSource.continuing(SchemaSource.continuing(SchemaSource.list(initializers))))\(hasOwnCodable ? ",\n        hasOwnCodable: true" : "")
            )
        }
        """
    }

    /// The witness must be as visible as a public or package type for it to conform.
    private static func accessPrefix(of modifiers: DeclModifierListSyntax) -> String {
        if modifiers.contains(.public, .open) { return "public " }
        if modifiers.contains(.package) { return "package " }
        return ""
    }
}
