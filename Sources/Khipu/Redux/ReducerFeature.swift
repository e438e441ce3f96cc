/// The imperative shell of unidirectional flow as a Khipu feature (the seed's Store.send):
/// a message that `mapping` turns into an action is reduced into `store`, then every
/// middleware sees the new state and the action.
///
/// The middlewares run concurrently as asynchronous work of the current environment
/// (`KhipuEnvironment.current.perform`), so a host waits for them with `waitUntilQuiet`.
/// Their follow-up actions go to `output` as `mapping.message(action)`, in the order of
/// `middlewares` (not of completion, so a script's output is the same on every run). A
/// host that feeds outputs back into the domain, as `DomainHost` and the seeds' root
/// handler do, thereby dispatches each follow-up: it is reduced and seen by the
/// middlewares in turn, and a script can `expect` it. `output` is called from the task
/// that ran the middlewares, so it must accept messages from any thread (`DomainHost`'s does).
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
    let followUps = FollowUpOutput(output)
    return { message in
        guard let action = mapping.action(message) else { return }
        store.change(action)
        guard !middlewares.isEmpty else { return }
        let state = store.state().state
        KhipuEnvironment.current.perform {
            let actions = await runMiddlewares(middlewares, state: state, action: action, dependencies: dependencies)
            actions.forEach { followUps.send(mapping.message($0)) }
        }
    }
}

/// Runs all middlewares at once and returns their follow-up actions in middleware order.
private func runMiddlewares<State: Sendable, Action: Sendable, Dependencies: Sendable>(
    _ middlewares: [Middleware<State, Action, Dependencies>],
    state: State,
    action: Action,
    dependencies: Dependencies
) async -> [Action] {
    if middlewares.count == 1, let only = middlewares.first {
        return await only(state, action, dependencies).map { [$0] } ?? []
    }
    let environment = KhipuEnvironment.current
    let answers = await withTaskGroup(of: (Int, Action?).self) { group in
        for (index, middleware) in middlewares.enumerated() {
            group.addTask {
                // Child tasks inherit task locals; bound again so a middleware never sees another environment.
                await KhipuEnvironment.$current.withValue(environment) {
                    (index, await middleware(state, action, dependencies))
                }
            }
        }
        var answers = [Action?](repeating: nil, count: middlewares.count)
        for await (index, answer) in group {
            answers[index] = answer
        }
        return answers
    }
    return answers.compactMap { $0 }
}

/// The domain's output, handed to the task that runs the middlewares. Khipu's hosts make
/// outputs that accept messages from any thread (see `createReducerFeature`).
private struct FollowUpOutput<Message>: @unchecked Sendable {
    let send: Output<Message>
    init(_ send: @escaping Output<Message>) { self.send = send }
}
