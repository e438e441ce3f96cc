import Khipu

/// The counter app domain: one input that hands every message first to `receivers`, then
/// to the counter feature. The feature answers through `rootHandler`.
public func createAppDomain(
    store: AppStore,
    receivers: [Input<Message>],
    rootHandler: @escaping Output<Message>
) -> Input<Message> {
    let features: [Input<Message>] = [
        createCounterFeature(store: store, output: rootHandler)
    ]
    return createAppCore(receivers: receivers, features: features)
}
