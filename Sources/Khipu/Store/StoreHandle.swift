/// A store together with the one thing the seed's tuple cannot do: replace the whole state.
///
/// Hosts need it to step back in history (the REPL's `:undo`) or to load a state the user
/// built. Features only ever get `store`, so they still change state only through the
/// `Change` DSL.
public struct StoreHandle<S: Alterable> {
    public let store: Store<S, S.Change>
    private let replaceState: (S) -> Void

    /// Wraps any store; `replace` must set the state, persist it and tell the subscribers.
    public init(store: Store<S, S.Change>, replace: @escaping (S) -> Void) {
        self.store = store
        self.replaceState = replace
    }

    public var state: S { store.state() }

    /// Sets the whole state, persists it (for a file store) and calls the `updated` subscribers.
    public func replace(with state: S) {
        replaceState(state)
    }
}
