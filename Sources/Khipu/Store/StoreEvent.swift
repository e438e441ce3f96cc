/// What a store did to its state, for a host that follows it (the interpreter's history
/// keeps the changes of a step instead of a copy of the whole state).
package enum StoreEvent<S: Alterable> {
    /// `change(...)` was made and stored.
    case changed([S.Change])
    /// The whole state was replaced: `reset`, or the host's `replace(with:)`.
    case replaced
}
