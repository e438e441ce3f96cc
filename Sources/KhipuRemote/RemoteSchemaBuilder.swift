import Khipu
import KhipuDSL
import KhipuDescribe
import KhipuRemoteProtocol

/// The schema a client gets on attaching: every `@DSL` type the domain reaches, by the
/// names the DSL writes them with.
enum RemoteSchemaBuilder {
    static func schema<Message, State>(of definition: AppDomainDefinition<Message, State>) -> RemoteSchema {
        let exposed = DomainTypes.nameable(definition)
        let reachable = TypeGraph.reachableTypes(from: [Message.self, State.self] + exposed.map { $0 as Any.Type }, values: [definition.initialState()])
        let types: [RemoteTypeSchema] = reachable.compactMap { type in
            guard let schema = (type as? any DSLSchemaProviding.Type)?.dslSchema else { return nil }
            return RemoteTypeSchema(
                name: DSLTypeName.of(type),
                doc: schema.doc,
                cases: schema.cases.map { dslCase in
                    RemoteMemberSchema(name: dslCase.name, doc: dslCase.doc, parameters: dslCase.parameters.map(parameter))
                },
                fields: schema.fields.map { RemoteMemberSchema(name: $0.name, doc: $0.doc, typeName: $0.typeName) }
            )
        }
        return RemoteSchema(
            domain: definition.name,
            summary: definition.summary,
            messageType: DSLTypeName.of(Message.self),
            types: types,
            exposedTypes: exposed.map { DSLTypeName.of($0) },
            describe: DescribeRenderer.render(DescribableDomain(definition), format: .text, width: 100)
        )
    }

    private static func parameter(_ parameter: DSLParameterSchema) -> RemoteParameterSchema {
        var type: Any.Type = parameter.type
        while let inner = TypeShape.containedTypes(of: type).last { type = inner }
        let hasSchema = type is any DSLSchemaProviding.Type
        return RemoteParameterSchema(label: parameter.label, typeName: parameter.typeName, schemaType: hasSchema ? DSLTypeName.of(type) : nil)
    }
}
