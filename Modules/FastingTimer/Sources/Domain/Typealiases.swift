import Khipu

/// The fasting timer's state as its store holds it: the reducer's `TimerState`, changed
/// by `TimerAction`s. Paths read through it: `state.start`, `state.sharingStatus`.
public typealias AppState = ReducedState<TimerState>

/// The article's name for the domain's store.
public typealias AppStore = Store<AppState, TimerAction>
