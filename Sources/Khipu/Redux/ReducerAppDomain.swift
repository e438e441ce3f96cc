/// A whole app domain around one reducer, in the shape of the seeds'
/// `createAppDomain(store:receivers:rootHandler:)`: receivers hear every message first,
/// then the reducer feature (see `createReducerFeature`) reduces it and runs the
/// middlewares, whose follow-up actions go to `rootHandler`.
public func createReducerAppDomain<Message, State: Reducible & Sendable, Dependencies: Sendable>(
    store: Store<ReducedState<State>, State.Action>,
    receivers: [Input<Message>],
    rootHandler: @escaping Output<Message>,
    middlewares: [Middleware<State, State.Action, Dependencies>],
    dependencies: Dependencies,
    mapping: ActionMapping<Message, State.Action>
) -> Input<Message> where State.Action: Sendable {
    let feature = createReducerFeature(
        store: store,
        middlewares: middlewares,
        dependencies: dependencies,
        mapping: mapping,
        output: rootHandler
    )
    return createAppCore(receivers: receivers, features: [feature])
}
