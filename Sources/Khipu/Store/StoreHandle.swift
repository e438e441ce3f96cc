/// A store together with the one thing the seed's tuple cannot do: replace the whole state.
///
/// Hosts need it to step back in history (the REPL's `:undo`) or to load a state the user
/// built. Features only ever get `store`, so they still change state only through the
/// `Change` DSL.
public struct StoreHandle<S: Alterable> {
    public let store: Store<S, S.Change>
    private let replaceState: (S) -> Void
    private let release: () -> Void
    private let addObserver: (@escaping (StoreEvent<S>) -> Void) -> Void
    private let muteObservers: (Bool) -> Void

    /// Wraps any store; `replace` must set the state, persist it and tell the subscribers.
    public init(store: Store<S, S.Change>, replace: @escaping (S) -> Void) {
        self.store = store
        self.replaceState = replace
        self.release = {}
        self.addObserver = { _ in }
        self.muteObservers = { _ in }
    }

    init(
        store: Store<S, S.Change>, replace: @escaping (S) -> Void, close: @escaping () -> Void,
        observe: @escaping (@escaping (StoreEvent<S>) -> Void) -> Void,
        muteObservers: @escaping (Bool) -> Void
    ) {
        self.store = store
        self.replaceState = replace
        self.release = close
        self.addObserver = observe
        self.muteObservers = muteObservers
    }

    public var state: S { store.state() }

    /// Sets the whole state, persists it (for a file store) and calls the `updated` subscribers.
    public func replace(with state: S) {
        replaceState(state)
    }

    /// Tells `observer` of every change and replacement made from now on, in order. A
    /// handle wrapped around another store (the public `init`) tells nothing.
    package func observe(_ observer: @escaping (StoreEvent<S>) -> Void) {
        addObserver(observer)
    }

    /// While muted, the observers are told nothing (changes and replacements included), so
    /// that a change does not call them for nothing while nobody wants what they collect.
    package func muteObservers(_ muted: Bool) {
        muteObservers(muted)
    }

    /// Releases a file store's files and lock so that it may be opened again (by this
    /// process or another); later changes fail. Nothing to do for other stores.
    public func close() {
        release()
    }
}
