import Foundation
import Khipu
import KhipuRemoteProtocol

/// What the connection hands the session: lines to show (messages of the live domain as
/// they come) and the answers to the session's requests, by id, which a request awaits.
/// Lines that come while a line is typed wait here until the line editor shows them: `wake`
/// becomes readable whenever there is something, for an editor that also waits on input.
final class AttachInbox: Sendable {
    private struct State {
        var shown: [String] = []
        /// Who waits for the answer to each request, and answers that came before their waiter.
        var waiters: [Int: @Sendable (RemoteFrame?) -> Void] = [:]
        var early: [Int: RemoteFrame] = [:]
        var lost = false
    }

    private let state = Locked(State())
    private let pipeDescriptors: [Int32]

    init() {
        var descriptors: [Int32] = [0, 0]
        _ = pipe(&descriptors)
        pipeDescriptors = descriptors
        _ = fcntl(descriptors[0], F_SETFL, fcntl(descriptors[0], F_GETFL) | O_NONBLOCK)
        _ = fcntl(descriptors[1], F_SETFL, fcntl(descriptors[1], F_GETFL) | O_NONBLOCK)
    }

    deinit {
        close(pipeDescriptors[0])
        close(pipeDescriptors[1])
    }

    var wake: Int32 { pipeDescriptors[0] }

    func show(_ line: String) {
        state.withLock { $0.shown.append(line) }
        poke()
    }

    func answer(_ frame: RemoteFrame, id: Int) {
        let waiter: (@Sendable (RemoteFrame?) -> Void)? = state.withLock {
            guard let waiter = $0.waiters.removeValue(forKey: id) else {
                $0.early[id] = frame
                return nil
            }
            return waiter
        }
        waiter?(frame)
    }

    /// The connection ended: every request still waiting gets no answer.
    func connectionLost() {
        let waiting: [@Sendable (RemoteFrame?) -> Void] = state.withLock { state in
            state.lost = true
            defer { state.waiters = [:] }
            return Array(state.waiters.values)
        }
        waiting.forEach { $0(nil) }
        poke()
    }

    var isLost: Bool { state.withLock { $0.lost } }

    /// The lines waiting to be shown, taken.
    func takeShown() -> [String] {
        var byte: UInt8 = 0
        while read(pipeDescriptors[0], &byte, 1) > 0 {}
        return state.withLock { state in
            defer { state.shown = [] }
            return state.shown
        }
    }

    /// The answer to request `id`; nil when the connection was lost first.
    func answer(for id: Int) async -> RemoteFrame? {
        await withCheckedContinuation { continuation in
            whenAnswered(id) { continuation.resume(returning: $0) }
        }
    }

    /// `answer(for:)` for readline's Tab, which asks from inside its synchronous callback on
    /// the line editor's own thread: the one place the client waits on a thread.
    func answerWaiting(for id: Int) -> RemoteFrame? {
        let answered = DispatchSemaphore(value: 0)
        let answer = Locked<RemoteFrame?>(nil)
        whenAnswered(id) { frame in
            answer.withLock { $0 = frame }
            answered.signal()
        }
        answered.wait()
        return answer.withLock { $0 }
    }

    private func whenAnswered(_ id: Int, _ waiter: @escaping @Sendable (RemoteFrame?) -> Void) {
        let now: (RemoteFrame?, Bool) = state.withLock {
            if let frame = $0.early.removeValue(forKey: id) { return (frame, true) }
            if $0.lost { return (nil, true) }
            $0.waiters[id] = waiter
            return (nil, false)
        }
        if now.1 { waiter(now.0) }
    }

    private func poke() {
        var byte: UInt8 = 1
        _ = write(pipeDescriptors[1], &byte, 1)
    }
}
