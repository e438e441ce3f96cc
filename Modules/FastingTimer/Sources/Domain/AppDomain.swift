import Khipu

/// The fasting timer app domain in the articles' shape: receivers hear every message first,
/// then the timer reducer reduces it and the sharing middleware answers `share` through
/// `rootHandler`, from another task (see `createReducerFeature`).
public func createAppDomain(
    store: AppStore,
    receivers: [Input<Message>],
    rootHandler: @escaping Output<Message>,
    dependencies: TimerDependencies = .simulated
) -> Input<Message> {
    FastingTimerDomain.definition(dependencies: dependencies).createAppDomain(store, receivers, rootHandler)
}
