/// A value handed across tasks that Swift cannot prove safe to share: the seeds' stores and
/// outputs are plain closures, called from any thread by design (their hosts lock).
/// The one wrapper for that, instead of one per file.
package struct UncheckedSendable<Value>: @unchecked Sendable {
    package let value: Value

    package init(_ value: Value) {
        self.value = value
    }
}
