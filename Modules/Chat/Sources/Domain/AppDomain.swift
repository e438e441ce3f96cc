import Khipu

/// The chat app domain, made with the article's `createAppCore`: one input that hands every
/// message first to `receivers` (a view state, a transcript), then to the chat feature.
/// The feature answers through `rootHandler`.
public func createAppDomain(
    store: AppStore,
    receivers: [Input<Message>],
    rootHandler: @escaping Output<Message>,
    service: SimulatedChatService = SimulatedChatService()
) -> Input<Message> {
    let features: [Input<Message>] = [
        createChatFeature(store: store, service: service, output: rootHandler)
    ]
    return createAppCore(receivers: receivers, features: features)
}
