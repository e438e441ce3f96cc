import KhipuDSL

/// The imperative shell of unidirectional flow as a Khipu feature (the seed's Store.send):
/// a message that `mapping` turns into an action is reduced into `store`, then every
/// middleware sees the new state and the action.
///
/// Each middleware runs on its own as asynchronous work of the current environment
/// (`KhipuEnvironment.current.perform`), so a host waits for them with `waitUntilQuiet`,
/// and its follow-up action goes to `output` as `mapping.message(action)` as soon as that
/// middleware returns, whatever its siblings still do (`KhipuEnvironment.deliver`): a
/// gateway that answers in 2 s is not held up by a timer of 15 minutes. On a fixed clock
/// the follow-ups come in the order of the virtual time they come due at, ties in the order
/// of `middlewares`, so a script's output is the same on every run. A middleware that
/// sleeps on the environment's clock (`sleep(for:timer:)`) waits without keeping the domain
/// busy; `:clock advance` wakes it. While it runs, `State.current` reads the state as it is
/// now, after what other actions did while it waited.
///
/// A host that feeds outputs back into the domain, as `DomainHost` and the seeds' root
/// handler do, thereby dispatches each follow-up: it is reduced and seen by the
/// middlewares in turn, and a script can `expect` it. `output` is called from the task
/// that ran the middleware, so it must accept messages from any thread (`DomainHost`'s does).
///
/// Messages without an action are ignored, the feature's own follow-up messages included
/// when `mapping` gives no action for them.
public func createReducerFeature<Message, State: Reducible & Sendable, Dependencies: Sendable>(
    store: Store<ReducedState<State>, State.Action>,
    middlewares: [Middleware<State, State.Action, Dependencies>],
    dependencies: Dependencies,
    mapping: ActionMapping<Message, State.Action>,
    output: @escaping Output<Message>
) -> Input<Message> where State.Action: Sendable {
    let followUps = UncheckedSendable(output)
    let reader = CurrentStateReader(UncheckedSendable(store.state))
    return { message in
        guard let action = mapping.action(message) else { return }
        store.change(action)
        guard !middlewares.isEmpty else { return }
        let state = store.state().state
        let environment = KhipuEnvironment.current
        for middleware in middlewares {
            environment.perform(startedBy: { DSLPrinter.print(action) }) {
                let answer = await CurrentStateReader.$current.withValue(reader) {
                    await middleware(state, action, dependencies)
                }
                guard let answer else { return }
                environment.deliver { followUps.value(mapping.message(answer)) }
            }
        }
    }
}
