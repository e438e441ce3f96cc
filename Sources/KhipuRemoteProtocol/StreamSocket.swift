import Dispatch
import Khipu

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A connected, non-blocking TCP socket served on a serial queue: what arrives is handed
/// to `onBytes` as the socket becomes readable (a dispatch read source), and what is
/// written is queued and sent as the kernel takes it (a write source drains the queue
/// while the kernel's buffer is full). Writing and closing never wait, from any thread.
package final class StreamSocket: Sendable {
    private let descriptor: Int32
    private let queue: DispatchQueue

    private struct Waiting {
        let bytes: [UInt8]
        var written = 0
        let whenWritten: @Sendable () -> Void
    }

    private struct State {
        var readSource: (any DispatchSourceRead)?
        var writeSource: (any DispatchSourceWrite)?
        /// Sources not yet cancelled: the descriptor is closed once none is left.
        var liveSources = 0
        var waiting: [Waiting] = []
        var isFlushScheduled = false
        /// From `close()` on, nothing more is read or queued, as if it had closed at once.
        var isCloseRequested = false
        var isClosing = false
        var onClosed: (@Sendable () -> Void)?
    }

    private let state = Locked(State())

    /// `descriptor`: non-blocking, configured (see `ListeningSocket`); this socket closes it.
    package init(descriptor: Int32, queue: DispatchQueue) {
        self.descriptor = descriptor
        self.queue = queue
    }

    /// Starts reading: the bytes as they come to `onBytes`, then `onClosed` once, after the
    /// descriptor is closed (the peer left, an error, or `close()`). Both run on the queue.
    package func start(onBytes: @escaping @Sendable ([UInt8]) -> Void, onClosed: @escaping @Sendable () -> Void) {
        let source = DispatchSource.makeReadSource(fileDescriptor: descriptor, queue: queue)
        let descriptor = descriptor
        source.setEventHandler { [weak self] in
            var chunk = [UInt8](repeating: 0, count: 65536)
            let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count > 0 {
                guard self?.state.withLock({ !$0.isCloseRequested }) == true else { return }
                onBytes(Array(chunk[..<count]))
            } else if count == 0 || (errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR) {
                self?.closeNow()
            }
        }
        source.setCancelHandler { [self] in sourceCancelled() }
        state.withLock {
            $0.readSource = source
            $0.liveSources += 1
            $0.onClosed = onClosed
        }
        source.resume()
    }

    /// Queues `bytes` after what was written before; `whenWritten` is told once the kernel
    /// took them, or they were dropped because the connection closed.
    package func write(_ bytes: [UInt8], whenWritten: @escaping @Sendable () -> Void = {}) {
        let (accepted, schedule): (Bool, Bool) = state.withLock {
            guard !$0.isCloseRequested else { return (false, false) }
            $0.waiting.append(Waiting(bytes: bytes, whenWritten: whenWritten))
            guard !$0.isFlushScheduled, $0.writeSource == nil else { return (true, false) }
            $0.isFlushScheduled = true
            return (true, true)
        }
        if !accepted { whenWritten() }
        if schedule {
            queue.async { [self] in
                state.withLock { $0.isFlushScheduled = false }
                flush(waitForRoom: true)
            }
        }
    }

    /// Closes after sending what the kernel takes now of the bytes still queued (a peer
    /// that reads nothing never gets them).
    package func close() {
        state.withLock { $0.isCloseRequested = true }
        queue.async { [self] in closeNow() }
    }

    /// Sends queued bytes until the kernel's buffer is full; then, `waitForRoom`, a write
    /// source sends the rest when there is room.
    private func flush(waitForRoom: Bool) {
        var told: [@Sendable () -> Void] = []
        var failed = false
        state.withLock { state in
            while !state.waiting.isEmpty {
                let first = state.waiting[0]
                let result = first.bytes[first.written...].withUnsafeBytes { SocketCalls.send(descriptor, $0) }
                if result > 0 {
                    state.waiting[0].written += result
                    if state.waiting[0].written == first.bytes.count { told.append(state.waiting.removeFirst().whenWritten) }
                } else if result < 0 && errno == EINTR {
                    continue
                } else if result < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) {
                    if waitForRoom && state.writeSource == nil && !state.isClosing { state.writeSource = makeWriteSource(&state) }
                    return
                } else {
                    failed = true
                    return
                }
            }
            state.writeSource?.cancel()
            state.writeSource = nil
        }
        told.forEach { $0() }
        if failed { closeNow() }
    }

    private func makeWriteSource(_ state: inout State) -> any DispatchSourceWrite {
        let source = DispatchSource.makeWriteSource(fileDescriptor: descriptor, queue: queue)
        source.setEventHandler { [weak self] in self?.flush(waitForRoom: true) }
        source.setCancelHandler { [self] in sourceCancelled() }
        state.liveSources += 1
        source.resume()
        return source
    }

    /// On the queue.
    private func closeNow() {
        guard state.withLock({ state in
            guard !state.isClosing else { return false }
            state.isClosing = true
            state.isCloseRequested = true
            return true
        }) else { return }
        flush(waitForRoom: false)
        let (dropped, unstarted): ([Waiting], Bool) = state.withLock { state in
            state.readSource?.cancel()
            state.readSource = nil
            state.writeSource?.cancel()
            state.writeSource = nil
            defer { state.waiting = [] }
            return (state.waiting, state.liveSources == 0)
        }
        dropped.forEach { $0.whenWritten() }
        if unstarted { finish() }
    }

    private func sourceCancelled() {
        let last = state.withLock { state in
            state.liveSources -= 1
            return state.liveSources == 0 && state.isClosing
        }
        if last { finish() }
    }

    private func finish() {
        SocketCalls.close(descriptor)
        let onClosed = state.withLock { state in
            defer { state.onClosed = nil }
            return state.onClosed
        }
        onClosed?()
    }
}

