import SwiftSyntax

/// Describes the initializers a DSL user may call by the type's name, e.g.
/// `TodoItem(title: "Get coffee")`, each with the closure that calls it. Parameters with
/// a default value may be left out in any combination, as in Swift: the closure passes
/// the declared default expression for each one left out.
struct InitializerSchemaBuilder {
    /// The initializers declared in `members`; for a struct that declares none, `memberwise`
    /// holds its stored properties so Swift's memberwise initializer is described instead.
    func schemaSources(members: MemberBlockItemListSyntax, memberwise: [StoredProperty]?) -> [String] {
        Self.callables(members: members, memberwise: memberwise).map(source(of:))
    }

    /// The call each schema initializer's `make` makes, in the same order: what
    /// `dslInitialize(_:arguments:)` makes without boxing the value in `Any`.
    func calls(members: MemberBlockItemListSyntax, memberwise: [StoredProperty]?) -> [String] {
        Self.callables(members: members, memberwise: memberwise).map(Self.call(of:))
    }

    private static func callables(members: MemberBlockItemListSyntax, memberwise: [StoredProperty]?) -> [CallableInitializer] {
        let declared = members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }
        if declared.isEmpty, let memberwise, canCallMemberwise(memberwise, members: members) {
            return [CallableInitializer(memberwise: memberwise)]
        }
        return declared.compactMap(CallableInitializer.init(declaration:))
    }

    /// The keys of the optional properties that the initializer taking exactly the
    /// struct's properties (its memberwise one, as a rule) has no default for
    /// (`let note: String?`): an absent one is printed `nil`, so the printed text is Swift
    /// that builds the value. `SchemaIndex.fieldsWrittenNil` says the same at run time.
    static func keysWrittenNil(members: MemberBlockItemListSyntax, fields: StructSchemaBuilder) -> Set<String> {
        let keys = fields.codedProperties.map(\.key)
        let memberwise = fields.describesEveryProperty ? fields.properties : nil
        guard let initializer = callables(members: members, memberwise: memberwise).first(where: { $0.parameters.map(\.schemaLabel) == keys })
        else { return [] }
        return Set(zip(keys, initializer.parameters).compactMap { key, parameter in
            parameter.type.optionalWrappedType != nil && !parameter.hasDefault ? key : nil
        })
    }

    private static func canCallMemberwise(_ properties: [StoredProperty], members: MemberBlockItemListSyntax) -> Bool {
        let hasConditionalMembers = members.contains { $0.decl.is(IfConfigDeclSyntax.self) }
        return !hasConditionalMembers && !properties.contains(where: \.blocksMemberwiseInitializer)
    }

    /// `Self(x: try arguments.decode(Double.self, at: 0, default: 0))`.
    private static func call(of callable: CallableInitializer) -> String {
        let arguments = callable.parameters.enumerated().map { index, parameter in
            let metatype = SchemaSource.metatype(of: parameter.type)
            let value = parameter.defaultValue.map { "try arguments.decode(\(metatype), at: \(index), default: \($0.trimmedDescription))" }
                ?? "try arguments.decode(\(metatype), at: \(index))"
            return parameter.callLabel.map { "\($0): \(value)" } ?? value
        }
        return (callable.isThrowing ? "try " : "") + "Self(\(arguments.joined(separator: ", ")))"
    }

    private func source(of callable: CallableInitializer) -> String {
        let parameters = callable.parameters
        let schemas = parameters.map { SchemaSource.parameter(label: $0.schemaLabel, type: $0.type, defaultValue: $0.defaultValue) }
        let call = Self.call(of: callable)
        let closure = parameters.isEmpty ? "{ _ in\n    \(call)\n}" : "{ arguments in\n    \(call)\n}"
        return """
            DSLInitializerSchema(
                parameters: \(SchemaSource.continuing(SchemaSource.list(schemas))),
                doc: \(SchemaSource.optionalStringLiteral(callable.doc)),
                make: \(SchemaSource.continuing(closure))
            )
            """
    }
}
