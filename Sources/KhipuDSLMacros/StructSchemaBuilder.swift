import SwiftDiagnostics
import SwiftSyntax

/// Describes a struct's stored instance properties: `.structure([DSLFieldSchema(...), ...])`.
struct StructSchemaBuilder {
    private(set) var properties: [StoredProperty] = []
    private(set) var diagnostics: [Diagnostic] = []
    /// Properties that are described but whose values no text can spell by name.
    private(set) var warnings: [Diagnostic] = []

    /// The keys of a `CodingKeys` enum, by property name: `case total = "sum"` gives
    /// "total": "sum". nil when the struct declares none.
    let codingKeys: [String: String]?

    init(declaration: StructDeclSyntax) {
        codingKeys = Self.codingKeys(in: declaration.memberBlock.members)
        for member in declaration.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self), Self.isStoredInstance(variable) else { continue }
            collect(variable)
        }
    }

    /// A field is written with the key `Codable` uses; properties a `CodingKeys` enum
    /// leaves out are not written at all.
    var codedProperties: [(property: StoredProperty, key: String)] {
        properties.compactMap { property in
            let name = property.name.plainName
            guard let codingKeys else { return (property, name) }
            return codingKeys[name].map { (property, $0) }
        }
    }

    private static func codingKeys(in members: MemberBlockItemListSyntax) -> [String: String]? {
        guard let keys = members.lazy.compactMap({ $0.decl.as(EnumDeclSyntax.self) }).first(where: { $0.name.text == "CodingKeys" }) else {
            return nil
        }
        var result: [String: String] = [:]
        for member in keys.memberBlock.members {
            guard let caseDecl = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
            for element in caseDecl.elements {
                let name = element.name.plainName
                let literal = element.rawValue?.value.as(StringLiteralExprSyntax.self)?.representedLiteralValue
                result[name] = literal ?? name
            }
        }
        return result
    }

    /// Whether every stored property could be described, so Swift's memberwise initializer
    /// can be spelled out.
    var describesEveryProperty: Bool { diagnostics.isEmpty }

    func kindSource() -> String {
        let fields = codedProperties.map { property, key in
            let name = SchemaSource.stringLiteral(key)
            let typeName = SchemaSource.stringLiteral(property.type.trimmedDescription)
            let doc = SchemaSource.optionalStringLiteral(property.doc)
            // Synthesised `Decodable` skips a `let` with an initial value.
            let constant = property.isMemberwiseParameter ? "" : ", isDecoded: false"
            return "DSLFieldSchema(name: \(name), typeName: \(typeName), type: \(SchemaSource.metatype(of: property.type)), doc: \(doc)\(constant))"
        }
        return ".structure(\(SchemaSource.list(fields)))"
    }

    private static func isStoredInstance(_ variable: VariableDeclSyntax) -> Bool {
        !variable.modifiers.contains(.static, .class)
    }

    private mutating func collect(_ variable: VariableDeclSyntax) {
        let doc = DocComment.text(of: variable)
        let isVariable = variable.bindingSpecifier.tokenKind == .keyword(.var)
        let isWrappedOrLazy = !variable.attributes.isEmpty || variable.modifiers.contains(.lazy)
        let blocksMemberwise = isWrappedOrLazy || variable.modifiers.contains(.private, .fileprivate)
        let bindings = Array(variable.bindings)
        for (index, binding) in bindings.enumerated() where Self.isStored(binding) {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier else {
                diagnose(binding.pattern, .unsupportedPropertyPattern(binding.pattern.trimmedDescription))
                continue
            }
            guard let type = Self.declaredType(of: bindings, at: index) else {
                diagnose(binding.pattern, .missingPropertyType(name.text))
                continue
            }
            if let opaque = type.as(SomeOrAnyTypeSyntax.self), opaque.someOrAnySpecifier.tokenKind == .keyword(.some) {
                diagnose(type, .opaquePropertyType(name.text))
                continue
            }
            if let untypeable = UntypeableTypeNames.first(in: type) {
                warnings.append(Diagnostic(node: type, message: DSLMacroDiagnostic.untypeablePropertyType(name.text, untypeable)))
            }
            properties.append(StoredProperty(
                name: name.trimmed, type: type.trimmed, doc: doc, isVariable: isVariable,
                initialValue: binding.initializer?.value.trimmed, blocksMemberwiseInitializer: blocksMemberwise,
                isWrappedOrLazy: isWrappedOrLazy
            ))
        }
    }

    /// No accessors, or only `willSet`/`didSet` observers.
    private static func isStored(_ binding: PatternBindingSyntax) -> Bool {
        guard let accessors = binding.accessorBlock?.accessors else { return true }
        guard case .accessors(let list) = accessors else { return false }
        return list.allSatisfy { [.keyword(.willSet), .keyword(.didSet)].contains($0.accessorSpecifier.tokenKind) }
    }

    /// In `let a, b: Int` the type of `a` is the one written after `b`.
    private static func declaredType(of bindings: [PatternBindingSyntax], at index: Int) -> TypeSyntax? {
        for binding in bindings[index...] {
            if let annotation = binding.typeAnnotation { return annotation.type }
            if binding.initializer != nil { return nil }
        }
        return nil
    }

    private mutating func diagnose(_ node: some SyntaxProtocol, _ message: DSLMacroDiagnostic) {
        diagnostics.append(Diagnostic(node: node, message: message))
    }
}
