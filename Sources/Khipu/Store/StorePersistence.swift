import Foundation

/// What a `LockedStore` does to keep its state somewhere; each step throws, having
/// stored nothing, when it cannot store, and the store then keeps its old state. Each
/// returns the new state as stored, which the store then holds: memory and disk agree.
struct StorePersistence<S: Alterable> {
    /// Stores one `change(...)` made to `current`; says which changes it applied and at
    /// what time (a file store applies them as they read back from the journal).
    let append: (_ changes: [S.Change], _ current: S) throws(StoreError) -> StoredChanges<S>
    /// Stores a whole new state (reset, the REPL's undo).
    let replace: (S) throws(StoreError) -> S
    let erase: () throws(StoreError) -> Void
    /// Releases the files, given the state as stored; later steps fail.
    let close: (S) -> Void
    /// Hears every failure: the change was not made.
    let report: (StoreError) -> Void

    /// Memory only: nothing can fail.
    static var none: StorePersistence {
        StorePersistence(append: { StoredChanges(state: $1.alter(all: $0), changes: $0, time: nil) }, replace: { $0 }, erase: {}, close: { _ in }, report: { _ in })
    }
}

/// What storing one `change(...)` made: the new state, and the changes that make it from
/// the state before when applied at `time` (nil: under the caller's environment).
struct StoredChanges<S: Alterable> {
    let state: S
    let changes: [S.Change]
    let time: Date?
}
