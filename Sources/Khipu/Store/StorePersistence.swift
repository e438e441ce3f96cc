import Foundation

/// What a `LockedStore` does to keep its state somewhere; each step throws, having
/// stored nothing, when it cannot store, and the store then keeps its old state. Each
/// returns the new state as stored, which the store then holds: memory and disk agree.
/// A store in memory has none: nothing to store, nothing can fail. A class, so that the
/// store's unspecialised check for one is a pointer test, not a generic metadata lookup.
final class StorePersistence<S: Alterable> {
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

    init(
        append: @escaping (_ changes: [S.Change], _ current: S) throws(StoreError) -> StoredChanges<S>,
        replace: @escaping (S) throws(StoreError) -> S,
        erase: @escaping () throws(StoreError) -> Void,
        close: @escaping (S) -> Void,
        report: @escaping (StoreError) -> Void
    ) {
        self.append = append
        self.replace = replace
        self.erase = erase
        self.close = close
        self.report = report
    }
}

/// What storing one `change(...)` made: the new state, and the changes that make it from
/// the state before when applied at `time` (nil: under the caller's environment).
struct StoredChanges<S: Alterable> {
    let state: S
    let changes: [S.Change]
    let time: Date?
}
