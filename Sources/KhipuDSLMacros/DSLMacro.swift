import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@DSL`: gives an enum or a struct a `DSLSchemaProviding` conformance describing its
/// cases or stored properties and its callable initializers.
///
/// `dslSchema` is a member, not part of the extension, so that the type names it spells
/// (`TodoItem.self`, `Self(title: ...)`) resolve where the declaration wrote them: an
/// extension at file scope cannot see types nested in the declaration's outer types.
public struct DSLMacro {}

extension DSLMacro: MemberMacro {
    public static func expansion(
        of node: AttributeSyntax,
        providingMembersOf declaration: some DeclGroupSyntax,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let schema = SchemaPropertyBuilder(declaration: declaration, lexicalContext: context.lexicalContext) else {
            let keyword = declaration.introducer.text
            context.diagnose(Diagnostic(node: node, message: DSLMacroDiagnostic.unsupportedDeclaration(keyword)))
            return []
        }
        schema.diagnostics.forEach(context.diagnose)
        let construction = ConstructionBuilder(declaration: declaration)?
            .functionSources(access: schema.access, initializerCalls: schema.initializerCalls) ?? []
        let printing = PrintingBuilder(declaration: declaration, lexicalContext: context.lexicalContext)?
            .memberSources(access: schema.access) ?? []
        let reading = ReadingBuilder(declaration: declaration, lexicalContext: context.lexicalContext)?
            .memberSources(access: schema.access) ?? []
        return ["\(raw: schema.propertySource())"] + (construction + printing + reading).map { "\(raw: $0)" }
    }
}

extension DSLMacro: ExtensionMacro {
    /// Only the conformance; the member role reports what is wrong with the declaration.
    public static func expansion(
        of node: AttributeSyntax,
        attachedTo declaration: some DeclGroupSyntax,
        providingExtensionsOf type: some TypeSyntaxProtocol,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        let isSupported = declaration.is(EnumDeclSyntax.self) || declaration.is(StructDeclSyntax.self)
        // `DSLConstructible`, `DSLPrintable` and `DSLReadable` only beside the functions the member role writes.
        let isConstructible = ConstructionBuilder(declaration: declaration) != nil
        let isPrintable = PrintingBuilder(declaration: declaration, lexicalContext: context.lexicalContext) != nil
        let isReadable = ReadingBuilder(declaration: declaration, lexicalContext: context.lexicalContext) != nil
        let declared = Set(declaration.inheritanceClause?.inheritedTypes.map { Self.protocolName($0.type) } ?? [])
        let wanted = protocols.filter { conformance in
            let name = conformance.trimmedDescription
            return !declared.contains(name) && (isConstructible || name != "DSLConstructible") && (isPrintable || name != "DSLPrintable")
                && (isReadable || name != "DSLReadable")
        }
        guard isSupported, !wanted.isEmpty else { return [] }
        let isolation = DeclarationIsolation(of: declaration, lexicalContext: context.lexicalContext)
        let conformances = wanted.map { isolation.conformancePrefix + $0.trimmedDescription }.joined(separator: ", ")
        let decl: DeclSyntax = "extension \(type.trimmed): \(raw: conformances) {}"
        return decl.as(ExtensionDeclSyntax.self).map { [$0] } ?? []
    }

    /// `DSLPrintable` also where the declaration wrote `nonisolated DSLPrintable` or
    /// `@MainActor DSLPrintable`.
    private static func protocolName(_ type: TypeSyntax) -> String {
        type.as(AttributedTypeSyntax.self)?.baseType.trimmedDescription ?? type.trimmedDescription
    }
}
