/// A side effect of unidirectional flow: it sees the state after an action was reduced
/// and the action itself, does its asynchronous work with the injected `Dependencies`
/// (a network client, a sharing service) and may answer with a follow-up action,
/// which is reduced like any other. Returns nil when the action does not concern it.
public typealias Middleware<State, Action, Dependencies> = @Sendable (State, Action, Dependencies) async -> Action?
