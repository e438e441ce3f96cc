import Foundation

/// The state behind every store this package makes: one lock around the current state,
/// the subscribers and the persistence, so features may change the store from any thread.
///
/// A change is made only once it is stored: `persistence` runs under the lock, in the
/// order the changes happen, and when it fails the state stays as it was (what is
/// stored), the failure goes to `persistence.report` and no subscriber is told.
/// Subscribers run after the lock is released, so they may read or change the store.
///
/// A change is the hot path of every domain, and this class is generic over a state it
/// only sees unspecialised: it takes the lock once, calls the model's `alter(all:)` once
/// (specialised in the model's module), and builds an event or copies the subscribers
/// only when someone listens. No `withLock` or `forEach` here: unspecialised, each looks
/// up generic metadata on every call.
final class LockedStore<S: Alterable>: @unchecked Sendable {
    private let lock = NSLock()
    // Guarded by `lock`: the state, who listens, and the persistence's files. Unchecked for
    // exclusivity: the lock already serialises every access, and the runtime's check on each
    // would cost about as much as the lock.
    @exclusivity(unchecked) private var current: S
    @exclusivity(unchecked) private var subscribers: [() -> Void] = []
    /// Every observer, as one function that tells each in the order they came (an array of
    /// functions over `StoreEvent<S>` costs generic metadata lookups on every change). Told
    /// of each event under the lock, so they hear the events in the order they happened.
    @exclusivity(unchecked) private var observers: ((StoreEvent<S>) -> Void)?
    /// Whether `observers` are told nothing for now (nobody wants what they collect).
    @exclusivity(unchecked) private var observersAreMuted = false
    private let initial: () -> S
    /// nil: memory only, nothing to store and nothing can fail.
    private let persistence: StorePersistence<S>?

    init(loaded: S, initial: @escaping () -> S, persistence: StorePersistence<S>? = nil) {
        self.current = loaded
        self.initial = initial
        self.persistence = persistence
    }

    var state: S {
        lock.lock()
        defer { lock.unlock() }
        return current
    }

    func change(_ changes: [S.Change]) {
        if let persistence { return change(changes, storedBy: persistence) }
        lock.lock()
        current = current.alter(all: changes)
        if !observersAreMuted, let observers { observers(.changed(changes, at: nil)) }
        unlockAndTellSubscribers()
    }

    private func change(_ changes: [S.Change], storedBy persistence: StorePersistence<S>) {
        lock.lock()
        let stored: StoredChanges<S>
        do throws(StoreError) {
            stored = try persistence.append(changes, current)
        } catch {
            lock.unlock()
            persistence.report(error)
            return
        }
        current = stored.state
        if !observersAreMuted, let observers { observers(.changed(stored.changes, at: stored.time)) }
        unlockAndTellSubscribers()
    }

    func replace(with state: S) {
        lock.lock()
        if let persistence {
            do throws(StoreError) {
                current = try persistence.replace(state)
            } catch {
                lock.unlock()
                persistence.report(error)
                return
            }
        } else {
            current = state
        }
        if !observersAreMuted, let observers { observers(.replaced) }
        unlockAndTellSubscribers()
    }

    func reset() {
        replace(with: initial())
    }

    func muteObservers(_ muted: Bool) {
        lock.lock()
        observersAreMuted = muted
        lock.unlock()
    }

    func subscribe(_ callback: @escaping () -> Void) {
        lock.lock()
        subscribers.append(callback)
        lock.unlock()
    }

    func observe(_ observer: @escaping (StoreEvent<S>) -> Void) {
        lock.lock()
        if let earlier = observers {
            observers = {
                earlier($0)
                observer($0)
            }
        } else {
            observers = observer
        }
        lock.unlock()
    }

    func destroy() {
        guard let persistence else { return }
        lock.lock()
        var failure: StoreError?
        do throws(StoreError) {
            try persistence.erase()
        } catch {
            failure = error
        }
        lock.unlock()
        failure.map(persistence.report)
    }

    func close() {
        guard let persistence else { return }
        lock.lock()
        persistence.close(current)
        lock.unlock()
    }

    /// Releases the lock taken by a change that was made, then tells the subscribers
    /// registered when it was made, in the order they subscribed.
    private func unlockAndTellSubscribers() {
        guard !subscribers.isEmpty else {
            lock.unlock()
            return
        }
        let callbacks = subscribers
        lock.unlock()
        var index = 0
        while index < callbacks.count {
            callbacks[index]()
            index += 1
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
            observe: { self.observe($0) },
            muteObservers: { self.muteObservers($0) }
        )
    }
}
