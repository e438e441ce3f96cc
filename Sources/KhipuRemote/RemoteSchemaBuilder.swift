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
                fields: schema.fields.map { field in
                    let (inner, isCollection) = innermost(field.type)
                    return RemoteMemberSchema(
                        name: field.name, doc: field.doc, typeName: field.typeName, schemaType: inner, isCollection: isCollection)
                }
            )
        }
        return RemoteSchema(
            domain: definition.name,
            summary: definition.summary,
            messageType: DSLTypeName.of(Message.self),
            stateType: State.self is any DSLSchemaProviding.Type ? DSLTypeName.of(State.self) : nil,
            types: types,
            exposedTypes: exposed.map { DSLTypeName.of($0) },
            describe: DescribeRenderer.render(DescribableDomain(definition), format: .text, width: 100)
        )
    }

    private static func parameter(_ parameter: DSLParameterSchema) -> RemoteParameterSchema {
        RemoteParameterSchema(label: parameter.label, typeName: parameter.typeName, schemaType: innermost(parameter.type).schemaType)
    }

    /// The type inside optionals and collections, by its DSL name when it has a schema;
    /// whether a collection was on the way (an optional is not one).
    private static func innermost(_ type: Any.Type) -> (schemaType: String?, isCollection: Bool) {
        var type = type
        var isCollection = false
        while let inner = TypeShape.containedTypes(of: type).last {
            if !(type is any OptionalShape.Type) { isCollection = true }
            type = inner
        }
        return (type is any DSLSchemaProviding.Type ? DSLTypeName.of(type) : nil, isCollection)
    }
}
