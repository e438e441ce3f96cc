import Foundation
@testable import Khipu
import Testing

/// The thread that runs the domain also runs the messages other threads queue meanwhile;
/// each of them must be processed as sent from where it was sent, not from where the
/// running thread happens to be (a later answer's follow-up, on the live clock).
@Suite("The feedback queue, messages queued by other threads")
struct FeedbackQueueContextTests {
    enum Message: Equatable, Sendable {
        case laterAnswer
        case fromElsewhere
    }

    @Test("A message another thread queues while a later answer is being processed is not processed as that answer")
    func queuedMessageKeepsItsSendersContext() {
        let queue = FeedbackQueue<Message>(limit: 100, environment: nil)
        let seen = Recorder<(Message, Bool)>()
        queue.install { message in
            seen.record((message, KhipuEnvironment.followUpBeingSent?.isLater ?? false))
            guard message == .laterAnswer else { return }
            // Another thread emits while this one runs the domain: it only queues its message.
            let emitted = DispatchSemaphore(value: 0)
            Thread {
                queue.emit(.fromElsewhere)
                emitted.signal()
            }.start()
            emitted.wait()
        }
        let later = FollowUpOrigin(startedBy: nil, timer: "gateway", waited: true, isLater: true)
        KhipuEnvironment.$followUpBeingSent.withValue(later) {
            try? queue.send(.laterAnswer)
        }
        #expect(seen.values.map(\.0) == [.laterAnswer, .fromElsewhere])
        #expect(seen.values.map(\.1) == [true, false])
    }

    @Test("What the domain emits while it runs a queued message is processed as sent from where that message was")
    func outputsOfAQueuedMessageKeepItsContext() {
        let queue = FeedbackQueue<Message>(limit: 100, environment: nil)
        let seen = Recorder<(Message, Bool)>()
        queue.install { message in
            seen.record((message, KhipuEnvironment.followUpBeingSent?.isLater ?? false))
            guard message == .fromElsewhere else { return }
            queue.emit(.laterAnswer)
        }
        let later = FollowUpOrigin(startedBy: nil, timer: "gateway", waited: true, isLater: true)
        let emitted = DispatchSemaphore(value: 0)
        queue.exclusively {
            // Queued while another thread holds the domain: processed by that thread, in its own context.
            Thread {
                KhipuEnvironment.$followUpBeingSent.withValue(later) { queue.emit(.fromElsewhere) }
                emitted.signal()
            }.start()
            emitted.wait()
        }
        try? queue.send(.fromElsewhere)
        // The queued message and its output as the later answer's; the test's own and its output as its own.
        #expect(seen.values.map(\.0) == [.fromElsewhere, .fromElsewhere, .laterAnswer, .laterAnswer])
        #expect(seen.values.map(\.1) == [true, false, true, false])
    }
}
