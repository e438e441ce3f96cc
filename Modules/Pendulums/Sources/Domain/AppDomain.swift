import Khipu

/// The Pendulums app domain, made with the article's `createAppCore`: one input that hands
/// every message first to `receivers` (such as the lab renderer), then to the feature.
/// The feature answers through `rootHandler`.
public func createAppDomain(
    store: AppStore,
    receivers: [Input<Message>],
    rootHandler: @escaping Output<Message>
) -> Input<Message> {
    let features: [Input<Message>] = [
        createPendulumsFeature(store: store, output: rootHandler)
    ]
    return createAppCore(receivers: receivers, features: features)
}
