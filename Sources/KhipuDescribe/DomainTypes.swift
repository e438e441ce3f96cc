import Khipu
import KhipuDSL

/// The types a script may name in a domain: the definition's `exposedTypes` first, then
/// every type reachable from its `Message` and state (and the `Change` DSLs of the models
/// among them), so that `let due: TodoDate = .unknown` needs no list kept by hand.
package enum DomainTypes {
    package static func nameable<Message, State>(_ definition: AppDomainDefinition<Message, State>) -> [any Decodable.Type] {
        // The initial state, made in a throwaway fixed environment so that it takes no id
        // or time from the session's, shows what a state wrapper without a schema holds.
        let initial = KhipuEnvironment.$current.withValue(KhipuEnvironment.fixed()) { definition.initialState() }
        let reachable = TypeGraph.reachableTypes(from: [Message.self, State.self], values: [initial]) { type in
            GrammarCollector.changeType(of: type).map { [$0] } ?? []
        }
        var seen: Set<ObjectIdentifier> = []
        let types = (definition.exposedTypes + reachable).filter { seen.insert(ObjectIdentifier($0)).inserted }
        // From here on messages name another package's type by the domain's alias for it.
        TypeAliases.adopt(TypeAliases.declared(in: types))
        return types
    }
}
