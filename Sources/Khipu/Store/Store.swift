import Foundation

public typealias Access<S> = () -> S
public typealias Change<C> = (C...) -> Void
public typealias Reset = () -> Void
public typealias Updated = (@escaping () -> Void) -> Void
public typealias Destroy = () -> Void

/// The seeds' store: a tuple of functions over an immutable state.
public typealias Store<S, C> = (
    state: Access<S>,
    change: Change<C>,
    reset: Reset,
    updated: Updated,
    destroy: Destroy
)
