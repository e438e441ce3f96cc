import Foundation

/// What a store did to its state, for a host that follows it (the interpreter's history
/// keeps the changes of a step instead of a copy of the whole state).
package enum StoreEvent<S: Alterable> {
    /// `change(...)` was made and stored: these changes, applied at `time` (nil: under
    /// the environment of whoever changed the store), made the new state.
    case changed([S.Change], at: Date?)
    /// The whole state was replaced: `reset`, or the host's `replace(with:)`.
    case replaced
}
