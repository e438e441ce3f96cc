/// The id a middleware gives a timer (`KhipuEnvironment.sleep(for:timer:)`), so that it can
/// cancel it later: any hashable value, e.g. a string or a case of its own enum.
package struct TimerID: Hashable, @unchecked Sendable, CustomStringConvertible {
    // The value is Sendable (sleep(for:timer:) takes only Sendable ids); AnyHashable is not.
    private let value: AnyHashable

    init(_ value: some Hashable & Sendable) {
        self.value = AnyHashable(value)
    }

    package var description: String {
        if let text = value.base as? String { return "\"\(text)\"" }
        return String(describing: value.base)
    }
}
