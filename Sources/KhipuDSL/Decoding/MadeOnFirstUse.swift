import Foundation

/// A value made the first time it is asked for, then kept; safe to ask for from any
/// thread (the one lock is held while it is made, so it is made once).
package final class MadeOnFirstUse<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var made: Value?
    private var make: (() -> Value)?

    package init(_ make: @escaping () -> Value) {
        self.make = make
    }

    package init(made value: Value) {
        made = value
    }

    package var value: Value {
        lock.lock()
        defer { lock.unlock() }
        if let made { return made }
        let value = make!()
        made = value
        make = nil
        return value
    }
}
