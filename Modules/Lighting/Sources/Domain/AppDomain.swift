import Khipu

/// The lighting app domain: one input that hands every message first to `receivers`, then
/// to the lighting feature, which talks to `bridge` and answers through `rootHandler`.
public func createAppDomain(
    store: AppStore,
    receivers: [Input<Message>],
    rootHandler: @escaping Output<Message>,
    bridge: LightBridge = SimulatedBridge().bridge
) -> Input<Message> {
    let features: [Input<Message>] = [
        createLightingFeature(store: store, bridge: bridge, output: rootHandler)
    ]
    return createAppCore(receivers: receivers, features: features)
}
