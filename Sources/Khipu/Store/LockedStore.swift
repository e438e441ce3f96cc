import Foundation

/// The state behind every store this package makes: one lock around the current state,
/// the subscribers and the persistence, so features may change the store from any thread.
///
/// `persist` runs under the lock, so files are written in the order the changes happened.
/// Subscribers run after the lock is released, so they may read or change the store.
final class LockedStore<S: Alterable>: @unchecked Sendable {
    private let lock = NSLock()
    private var current: S
    private var subscribers: [() -> Void] = []
    private let initial: () -> S
    private let persist: (S) -> Void
    private let erase: () -> Void

    init(loaded: S, initial: @escaping () -> S, persist: @escaping (S) -> Void = { _ in }, erase: @escaping () -> Void = {}) {
        self.current = loaded
        self.initial = initial
        self.persist = persist
        self.erase = erase
    }

    var state: S {
        lock.withLock { current }
    }

    func change(_ changes: [S.Change]) {
        let callbacks = lock.withLock {
            current = current.alter(all: changes)
            persist(current)
            return subscribers
        }
        callbacks.forEach { $0() }
    }

    func replace(with state: S) {
        let callbacks = lock.withLock {
            current = state
            persist(current)
            return subscribers
        }
        callbacks.forEach { $0() }
    }

    func reset() {
        replace(with: initial())
    }

    func subscribe(_ callback: @escaping () -> Void) {
        lock.withLock { subscribers.append(callback) }
    }

    func destroy() {
        lock.withLock { erase() }
    }

    var handle: StoreHandle<S> {
        StoreHandle(
            store: (
                state: { self.state },
                change: { self.change($0) },
                reset: { self.reset() },
                updated: { self.subscribe($0) },
                destroy: { self.destroy() }
            ),
            replace: { self.replace(with: $0) }
        )
    }
}
