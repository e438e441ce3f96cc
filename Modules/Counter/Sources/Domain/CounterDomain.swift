import Khipu

/// The counter domain as the `khipu` tool and other hosts see it.
public enum CounterDomain {
    public static var definition: AppDomainDefinition<Message, AppState> {
        AppDomainDefinition(
            name: "counter",
            summary: "A declarative counter: increment and decrement, by one or by a value, never below zero.",
            exposedTypes: [DeclarativeCounter.self, AppState.self],
            initialState: { AppState() },
            createAppDomain: { store, receivers, rootHandler in
                createAppDomain(store: store, receivers: receivers, rootHandler: rootHandler)
            }
        )
    }
}
