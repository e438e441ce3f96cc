/// What a `LockedStore` does to keep its state somewhere; each step throws, having
/// stored nothing, when it cannot store, and the store then keeps its old state. Each
/// returns the new state as stored, which the store then holds: memory and disk agree.
struct StorePersistence<S: Alterable> {
    /// Stores one `change(...)` made to `current`.
    let append: (_ changes: [S.Change], _ current: S) throws(StoreError) -> S
    /// Stores a whole new state (reset, the REPL's undo).
    let replace: (S) throws(StoreError) -> S
    let erase: () throws(StoreError) -> Void
    /// Releases the files; later steps fail.
    let close: () -> Void
    /// Hears every failure: the change was not made.
    let report: (StoreError) -> Void

    /// Memory only: nothing can fail.
    static var none: StorePersistence {
        StorePersistence(append: { $1.alter(all: $0) }, replace: { $0 }, erase: {}, close: {}, report: { _ in })
    }
}
