import SwiftSyntax

/// Describes the initializers a DSL user may call by the type's name, e.g.
/// `TodoItem(title: "Get coffee")`, each with the closure that calls it.
struct InitializerSchemaBuilder {
    /// Parameters with a default value may be left out, as in Swift: each such choice is
    /// one more schema, for up to this many defaulted parameters (beyond it, all or none).
    static let maximumOmittableParameters = 3

    /// The initializers declared in `members`; for a struct that declares none, `memberwise`
    /// holds its stored properties so Swift's memberwise initializer is described instead.
    func schemaSources(members: MemberBlockItemListSyntax, memberwise: [StoredProperty]?) -> [String] {
        let declared = members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }
        let callables: [CallableInitializer]
        if declared.isEmpty, let memberwise, Self.canCallMemberwise(memberwise, members: members) {
            callables = [CallableInitializer(memberwise: memberwise)]
        } else {
            callables = declared.compactMap(CallableInitializer.init(declaration:))
        }
        return callables.flatMap { callable in
            variants(of: callable.parameters).map { source(of: callable, passing: $0) }
        }
    }

    private static func canCallMemberwise(_ properties: [StoredProperty], members: MemberBlockItemListSyntax) -> Bool {
        let hasConditionalMembers = members.contains { $0.decl.is(IfConfigDeclSyntax.self) }
        return !hasConditionalMembers && !properties.contains(where: \.blocksMemberwiseInitializer)
    }

    /// Every way to leave out defaulted parameters, the full call first.
    private func variants(of parameters: [CallableParameter]) -> [[CallableParameter]] {
        let omittable = parameters.indices.filter { parameters[$0].hasDefault }
        let omissions: [Set<Int>] = omittable.count <= Self.maximumOmittableParameters
            ? (0..<(1 << omittable.count)).map { mask in
                Set(omittable.enumerated().filter { mask & (1 << $0.offset) != 0 }.map(\.element))
            }
            : [[], Set(omittable)]
        return omissions.map { omitted in
            parameters.indices.filter { !omitted.contains($0) }.map { parameters[$0] }
        }
    }

    private func source(of callable: CallableInitializer, passing parameters: [CallableParameter]) -> String {
        let schemas = parameters.map { SchemaSource.parameter(label: $0.schemaLabel, type: $0.type) }
        let arguments = parameters.enumerated().map { index, parameter in
            let value = "try arguments.decode(\(SchemaSource.metatype(of: parameter.type)), at: \(index))"
            return parameter.callLabel.map { "\($0): \(value)" } ?? value
        }
        let call = (callable.isThrowing ? "try " : "") + "Self(\(arguments.joined(separator: ", ")))"
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
