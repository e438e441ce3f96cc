extension AppDomainDefinition {
    /// A definition for Redux-style code: the state's reducer (`Reducible`), middlewares
    /// with their dependencies, and how messages map to actions. The store holds a
    /// `ReducedState`, so the `khipu` tool can show, undo, reset and persist it.
    ///
    /// ```swift
    /// AppDomainDefinition(
    ///     name: "fastingtimer", summary: "…", exposedTypes: [TimerState.self],
    ///     initialState: { TimerState(goal: 13 * 3600) },
    ///     middlewares: [timerMiddleware], dependencies: .simulated, mapping: .timer
    /// )
    /// ```
    public init<Reduced: Reducible & Sendable, Dependencies: Sendable>(
        name: String,
        summary: String,
        exposedTypes: [any Decodable.Type],
        initialState: @escaping () -> Reduced,
        middlewares: [Middleware<Reduced, Reduced.Action, Dependencies>],
        dependencies: Dependencies,
        mapping: ActionMapping<Message, Reduced.Action>,
        textReceivers: @escaping (_ store: AppStore, _ show: @escaping (String) -> Void) -> [Input<Message>] = { _, _ in [] },
        gateways: [GatewayDescription] = [],
        documentation: DomainDocumentation<Message>? = nil
    ) where State == ReducedState<Reduced>, Reduced.Action: Sendable {
        self.init(
            name: name,
            summary: summary,
            exposedTypes: exposedTypes,
            initialState: { ReducedState(initialState()) },
            createAppDomain: { store, receivers, rootHandler in
                createReducerAppDomain(
                    store: store,
                    receivers: receivers,
                    rootHandler: rootHandler,
                    middlewares: middlewares,
                    dependencies: dependencies,
                    mapping: mapping
                )
            },
            textReceivers: textReceivers,
            gateways: gateways,
            documentation: documentation
        )
    }
}
