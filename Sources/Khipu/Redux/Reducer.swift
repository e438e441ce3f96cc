/// The functional core of unidirectional flow: takes the current state and an action and
/// returns the new state. It must be pure: no clock, no ids, no I/O. A date the action
/// needs is read in the shell and carried in the action, e.g. `.start(at: date)`.
public typealias Reducer<State, Action> = @Sendable (State, Action) -> State
