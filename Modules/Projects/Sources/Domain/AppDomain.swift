import Khipu

/// The Projectster app domain: one input that hands every message first to `receivers`,
/// then to the projects feature. The feature answers through `rootHandler`.
public func createAppDomain(
    store: AppStore,
    receivers: [Input<Message>],
    rootHandler: @escaping Output<Message>
) -> Input<Message> {
    let features: [Input<Message>] = [
        createProjectsFeature(store: store, output: rootHandler)
    ]
    return createAppCore(receivers: receivers, features: features)
}
