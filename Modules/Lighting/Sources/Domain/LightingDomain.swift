import Khipu

/// The lighting domain as the `khipu` tool and other hosts see it.
public enum LightingDomain {
    /// The domain with a fresh simulated bridge for every app domain it makes.
    public static var definition: AppDomainDefinition<Message, AppState> {
        definition(bridge: { SimulatedBridge().bridge })
    }

    /// The domain with another bridge, e.g. a simulated one with more lights in a test.
    public static func definition(bridge: @escaping () -> LightBridge) -> AppDomainDefinition<Message, AppState> {
        AppDomainDefinition(
            name: "lighting",
            summary: "Smart lights behind a bridge: load them, turn them on or off, dim and colour them.",
            exposedTypes: [Light.self, AppState.self, Reason.self, Colour.self, Switch.self],
            initialState: { AppState() },
            createAppDomain: { store, receivers, rootHandler in
                createAppDomain(store: store, receivers: receivers, rootHandler: rootHandler, bridge: bridge())
            },
            gateways: [SimulatedBridge.gateway],
            documentation: documentation
        )
    }
}
