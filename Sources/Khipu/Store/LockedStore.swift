import Foundation

/// The state behind every store this package makes: one lock around the current state,
/// the subscribers and the persistence, so features may change the store from any thread.
///
/// A change is made only once it is stored: `persistence` runs under the lock, in the
/// order the changes happen, and when it fails the state stays as it was (what is
/// stored), the failure goes to `persistence.report` and no subscriber is told.
/// Subscribers run after the lock is released, so they may read or change the store.
final class LockedStore<S: Alterable>: @unchecked Sendable {
    private let lock = NSLock()
    private var current: S
    private var subscribers: [() -> Void] = []
    /// Told of each event under the lock, so they hear the events in the order they happened.
    private var observers: [(StoreEvent<S>) -> Void] = []
    private let initial: () -> S
    private let persistence: StorePersistence<S>

    init(loaded: S, initial: @escaping () -> S, persistence: StorePersistence<S> = .none) {
        self.current = loaded
        self.initial = initial
        self.persistence = persistence
    }

    var state: S {
        lock.withLock { current }
    }

    func change(_ changes: [S.Change]) {
        commit { current throws(StoreError) in
            let stored = try persistence.append(changes, current)
            return (stored.state, .changed(stored.changes, at: stored.time))
        }
    }

    func replace(with state: S) {
        commit { _ throws(StoreError) in
            (try persistence.replace(state), .replaced)
        }
    }

    func reset() {
        replace(with: initial())
    }

    func subscribe(_ callback: @escaping () -> Void) {
        lock.withLock { subscribers.append(callback) }
    }

    func observe(_ observer: @escaping (StoreEvent<S>) -> Void) {
        lock.withLock { observers.append(observer) }
    }

    func destroy() {
        let failure: StoreError? = lock.withLock {
            do throws(StoreError) {
                try persistence.erase()
                return nil
            } catch {
                return error
            }
        }
        failure.map(persistence.report)
    }

    func close() {
        lock.withLock { persistence.close(current) }
    }

    private func commit(_ step: (S) throws(StoreError) -> (S, StoreEvent<S>)) {
        let outcome: Result<[() -> Void], StoreError> = lock.withLock {
            do throws(StoreError) {
                let event: StoreEvent<S>
                (current, event) = try step(current)
                observers.forEach { $0(event) }
                return .success(subscribers)
            } catch {
                return .failure(error)
            }
        }
        switch outcome {
        case .success(let callbacks): callbacks.forEach { $0() }
        case .failure(let error): persistence.report(error)
        }
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
            replace: { self.replace(with: $0) },
            close: { self.close() },
            observe: { self.observe($0) }
        )
    }
}
