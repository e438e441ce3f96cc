import Foundation
import Khipu
import KhipuRemoteProtocol

/// One connected client: its connection, the frames waiting to be written to it, and its
/// requests, answered one at a time in the order they came by the client's session (never
/// on the server's queue, which keeps serving the other clients while the domain works).
final class ClientLink: Sendable {
    let id: Int
    private let output: any ConnectionOutput
    private let bufferLimit: Int
    private struct State {
        var waitingFrames = 0
        var statementsInFlight = 0
        var isAttached = false
        var isDropped = false
        /// The client's interpreter on the live domain, from its `hello` on.
        var session: AttachedSession?
    }

    private let state = Locked(State())
    private let requests: AsyncStream<Request>
    private let pendingRequests: AsyncStream<Request>.Continuation

    /// A statement or a completion, and what is told once it was answered.
    struct Request: Sendable {
        let answer: @Sendable (AttachedSession) async -> RemoteFrame
        let answered: @Sendable (_ sent: Bool) -> Void
    }

    init(id: Int, output: any ConnectionOutput, bufferLimit: Int) {
        self.id = id
        self.output = output
        self.bufferLimit = bufferLimit
        (requests, pendingRequests) = AsyncStream.makeStream(of: Request.self)
    }

    /// Attaches the session and starts answering the client's requests with it, until the
    /// connection ends.
    func markAttached(_ session: AttachedSession) {
        state.withLock {
            $0.isAttached = true
            $0.session = session
        }
        Task { [requests, self] in
            for await request in requests {
                let frame = await request.answer(session)
                request.answered(send(frame))
            }
        }
    }

    /// Queues a request for the session; it is answered after the ones before it.
    func enqueue(_ request: Request) {
        pendingRequests.yield(request)
    }

    /// No more requests come: the ones queued are still answered, then the session goes.
    func endRequests() {
        pendingRequests.finish()
    }

    var session: AttachedSession? { state.withLock { $0.session } }

    var attached: Bool { state.withLock { $0.isAttached && !$0.isDropped } }

    /// Queues a frame without waiting. Returns false when this frame found the client too
    /// slow: it is then dropped (the caller says so once), and later frames are not queued.
    @discardableResult
    func send(_ frame: RemoteFrame) -> Bool {
        let admitted: Bool? = state.withLock {
            guard !$0.isDropped else { return nil }
            guard $0.waitingFrames < bufferLimit else {
                $0.isDropped = true
                return false
            }
            $0.waitingFrames += 1
            return true
        }
        guard let admitted else { return true }
        guard admitted else { return false }
        output.write(Array(RemoteFrameCoding.line(frame).utf8)) { [state] in
            state.withLock { $0.waitingFrames -= 1 }
        }
        return true
    }

    var isTooSlow: Bool { state.withLock { $0.isDropped } }

    /// Ends the connection after writing a last frame (best effort: a client that reads
    /// nothing never gets it).
    func close(saying notice: String?) {
        if let notice {
            output.write(Array(RemoteFrameCoding.line(.notice(notice)).utf8), whenWritten: {})
        }
        output.close()
    }

    /// Counts a statement in; false when the client has too many waiting.
    func admitStatement(limit: Int) -> Bool {
        state.withLock {
            guard $0.statementsInFlight < limit else { return false }
            $0.statementsInFlight += 1
            return true
        }
    }

    func statementFinished() {
        state.withLock { $0.statementsInFlight -= 1 }
    }
}
