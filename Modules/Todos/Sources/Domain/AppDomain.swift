import Khipu

/// The todo app domain: one input that hands every message first to `receivers`, then to
/// the features. Features answer through `rootHandler`.
public func createAppDomain(
    store: AppStore,
    receivers: [Input<Message>],
    rootHandler: @escaping Output<Message>
) -> Input<Message> {
    let features: [Input<Message>] = [
        createTodoListFeature(store: store, output: rootHandler)
    ]
    return createAppCore(receivers: receivers, features: features)
}
