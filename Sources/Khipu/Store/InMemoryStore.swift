/// A store that keeps its state in memory only: for tests, scripts and throwaway sessions.
///
/// `reset` goes back to `initial()`; `destroy` has nothing to delete and leaves the state.
public func createInMemoryStore<S: Alterable>(initial: @escaping () -> S) -> Store<S, S.Change> {
    createInMemoryStoreHandle(initial: initial).store
}

/// Like `createInMemoryStore`, with the handle a host needs to replace the whole state.
public func createInMemoryStoreHandle<S: Alterable>(initial: @escaping () -> S) -> StoreHandle<S> {
    LockedStore(loaded: initial(), initial: initial).handle
}
