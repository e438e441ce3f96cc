import Foundation
import KhipuRemoteProtocol

/// What the connection hands the session: lines to show (messages of the live domain as
/// they come) and the answers to the session's requests, by id, which a request awaits.
/// Lines that come while a line is typed wait here until the line editor shows them: `wake`
/// becomes readable whenever there is something, for an editor that also waits on input.
final class AttachInbox: @unchecked Sendable {
    private let lock = NSLock()
    private var shown: [String] = []
    /// Who waits for the answer to each request, and answers that came before their waiter.
    private var waiters: [Int: @Sendable (RemoteFrame?) -> Void] = [:]
    private var early: [Int: RemoteFrame] = [:]
    private var lost = false
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
        lock.withLock { shown.append(line) }
        poke()
    }

    func answer(_ frame: RemoteFrame, id: Int) {
        let waiter: (@Sendable (RemoteFrame?) -> Void)? = lock.withLock {
            guard let waiter = waiters.removeValue(forKey: id) else {
                early[id] = frame
                return nil
            }
            return waiter
        }
        waiter?(frame)
    }

    /// The connection ended: every request still waiting gets no answer.
    func connectionLost() {
        let waiting: [@Sendable (RemoteFrame?) -> Void] = lock.withLock {
            lost = true
            defer { waiters = [:] }
            return Array(waiters.values)
        }
        waiting.forEach { $0(nil) }
        poke()
    }

    var isLost: Bool { lock.withLock { lost } }

    /// The lines waiting to be shown, taken.
    func takeShown() -> [String] {
        var byte: UInt8 = 0
        while read(pipeDescriptors[0], &byte, 1) > 0 {}
        return lock.withLock {
            defer { shown = [] }
            return shown
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
        let box = AnswerBox()
        whenAnswered(id) { frame in
            box.frame = frame
            answered.signal()
        }
        answered.wait()
        return box.frame
    }

    private final class AnswerBox: @unchecked Sendable {
        var frame: RemoteFrame?
    }

    private func whenAnswered(_ id: Int, _ waiter: @escaping @Sendable (RemoteFrame?) -> Void) {
        let now: (RemoteFrame?, Bool) = lock.withLock {
            if let frame = early.removeValue(forKey: id) { return (frame, true) }
            if lost { return (nil, true) }
            waiters[id] = waiter
            return (nil, false)
        }
        if now.1 { waiter(now.0) }
    }

    private func poke() {
        var byte: UInt8 = 1
        _ = write(pipeDescriptors[1], &byte, 1)
    }
}
