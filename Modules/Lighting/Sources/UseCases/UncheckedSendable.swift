/// Carries the store and a responder into the task that waits for the bridge.
///
/// Khipu's stores lock their state and its hosts' outputs accept messages from any thread
/// (see `DomainHost`), so both may be used from that task although their function types
/// are not `Sendable`.
struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
