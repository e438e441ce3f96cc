import KhipuInternals

/// Applies a list of changes that a use case computed (a fine for each overdue loan, a
/// status for each item) to `store` as one step, as `store.change(a, b, c)` does for
/// changes written out: the store applies them in order with the model's `alter`, a file
/// store journals them as one line, the interpreter's `:undo` takes them back at once, and
/// the subscribers hear of them once.
///
/// All or nothing: when the store cannot keep one of them (a change whose text does not
/// read back, a full disk), none is made, the state stays as it was and the store's
/// `onError` hears why, once. No changes: nothing happens, no journal line, no update.
///
/// ```swift
/// let fines = overdue.map { Library.Change.fine(member: $0.member, amount: rate) }
/// applyChanges(fines, to: store)
/// ```
///
/// It takes any store tuple, also one a test or an app builds by hand: the variadic
/// `change` receives the array as its arguments.
public func applyChanges<S, C>(_ changes: [C], to store: Store<S, C>) {
    guard !changes.isEmpty else { return }
    callVariadic(store.change, with: changes)
}
