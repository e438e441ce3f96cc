import FastingTimer
import Foundation
import Khipu
import Testing

@Suite("TimerActionMapping")
struct TimerActionMappingTests {
    @Test(
        "TimerActionMapping, message, becomes the seed's action, start and finish stamped with the clock",
        arguments: [
            (Message.timer(.start), TimerAction.start(at: hours(2))),
            (.timer(.finish), .finish(at: hours(2))),
            (.timer(.reset), .reset),
            (.timer(.share), .share),
            (.timer(.setSharingStatus(.uploading)), .setSharingStatus(.uploading)),
        ]
    )
    func messageToAction(message: Message, action: TimerAction) {
        let environment = KhipuEnvironment.fixed(now: hours(2))
        let mapped = KhipuEnvironment.$current.withValue(environment) { timerActionMapping.action(message) }
        #expect(mapped == action)
    }

    @Test(
        "TimerActionMapping, follow-up action, goes out as the message that maps back to it",
        arguments: [SharingStatus.shared, .uploading, .notShared]
    )
    func followUpRoundTrip(status: SharingStatus) {
        let message = timerActionMapping.message(.setSharingStatus(status))
        #expect(message == .timer(.setSharingStatus(status)))
        #expect(timerActionMapping.action(message) == .setSharingStatus(status))
    }

    @Test(
        "TimerActionMapping, timed action, goes out as its message without the time",
        arguments: [(TimerAction.start(at: fixedNow), Message.timer(.start)), (.finish(at: fixedNow), .timer(.finish)), (.reset, .timer(.reset)), (.share, .timer(.share))]
    )
    func actionToMessage(action: TimerAction, message: Message) {
        #expect(timerActionMapping.message(action) == message)
    }
}
