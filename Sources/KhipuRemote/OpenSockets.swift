import Khipu
import KhipuRemoteProtocol

/// The server's connections still open, attached or not: `stop()` closes each and returns
/// once every one is closed.
final class OpenSockets: Sendable {
    private struct State {
        var sockets: [Int: StreamSocket] = [:]
        var nextKey = 0
        var isStopped = false
        var closedWaiters: [CheckedContinuation<Void, Never>] = []
    }

    private let state = Locked(State())

    /// Its key, for `remove`; nil once the server stopped (the caller closes it).
    func add(_ socket: StreamSocket) -> Int? {
        state.withLock { state in
            guard !state.isStopped else { return nil }
            defer { state.nextKey += 1 }
            state.sockets[state.nextKey] = socket
            return state.nextKey
        }
    }

    func remove(_ key: Int) {
        let waiters: [CheckedContinuation<Void, Never>] = state.withLock { state in
            state.sockets[key] = nil
            guard state.isStopped, state.sockets.isEmpty else { return [] }
            defer { state.closedWaiters = [] }
            return state.closedWaiters
        }
        waiters.forEach { $0.resume() }
    }

    /// Closes every socket, accepts no more, and returns once all are closed.
    func closeAll() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let open: [StreamSocket] = state.withLock { state in
                state.isStopped = true
                if !state.sockets.isEmpty { state.closedWaiters.append(continuation) }
                return Array(state.sockets.values)
            }
            if open.isEmpty { continuation.resume() }
            open.forEach { $0.close() }
        }
    }
}
