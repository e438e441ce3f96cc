/// What a `LockedStore` does to keep its state somewhere; each step throws, having
/// stored nothing, when it cannot store, and the store then keeps its old state.
struct StorePersistence<S: Alterable> {
    /// Stores one `change(...)`: the changes and the state they lead to.
    let append: (_ changes: [S.Change], _ resulting: S) throws(StoreError) -> Void
    /// Stores a whole new state (reset, the REPL's undo).
    let replace: (S) throws(StoreError) -> Void
    let erase: () throws(StoreError) -> Void
    /// Releases the files; later steps fail.
    let close: () -> Void
    /// Hears every failure: the change was not made.
    let report: (StoreError) -> Void

    /// Memory only: nothing can fail.
    static var none: StorePersistence {
        StorePersistence(append: { _, _ in }, replace: { _ in }, erase: {}, close: {}, report: { _ in })
    }
}
