/// How a running middleware reads the state as it is now (`Reducible.current`): bound by
/// `createReducerFeature` around every middleware it runs.
struct CurrentStateReader: Sendable {
    @TaskLocal static var current: CurrentStateReader?

    private let read: @Sendable () -> Any

    init<State: Reducible & Sendable>(_ access: UncheckedSendable<Access<ReducedState<State>>>) {
        // The store's access reads its state under the store's own lock, from any thread.
        read = { access.value().state }
    }

    func state<State>(as type: State.Type) -> State? {
        read() as? State
    }
}

extension Reducible {
    /// Inside a middleware: the state as it is now, after what other actions made of it
    /// while the middleware waited (the state it was called with is the one right after its
    /// action). Nil outside a middleware, or in one of another state's store.
    ///
    /// ```swift
    /// guard await KhipuEnvironment.current.sleep(for: .seconds(900), timer: Expiry(id)),
    ///       KitchenState.current?.orders[id]?.isWaiting == true else { return nil }
    /// return .expire(id)
    /// ```
    public static var current: Self? {
        CurrentStateReader.current?.state(as: Self.self)
    }
}
