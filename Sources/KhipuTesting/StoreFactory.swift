import Khipu

/// An in-memory store that starts at `initial`, e.g. `makeStore(AppState())`.
public func makeStore<State: Alterable>(_ initial: @autoclosure @escaping () -> State) -> Store<State, State.Change> {
    createInMemoryStore(initial: initial)
}

/// A store that starts at `initial` and then takes `changes`, e.g. a counter at 5.
public func makeStore<State: Alterable>(_ initial: @autoclosure @escaping () -> State, changed changes: State.Change...) -> Store<State, State.Change> {
    let store = createInMemoryStore(initial: initial)
    for change in changes { store.change(change) }
    return store
}
