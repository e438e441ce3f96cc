import Khipu

/// The Ovo Timer app domain: one input that hands every message first to `receivers`, then
/// to the timer feature. The feature answers (and ticks) through `rootHandler`.
public func createAppDomain(
    store: AppStore,
    receivers: [Input<Message>],
    rootHandler: @escaping Output<Message>
) -> Input<Message> {
    let features: [Input<Message>] = [
        createOvoTimerFeature(store: store, output: rootHandler)
    ]
    return createAppCore(receivers: receivers, features: features)
}
