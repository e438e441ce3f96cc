import Khipu

/// How the fasting timer's messages become the reducer's actions and back. This is the
/// imperative shell's one look at the clock: `start` and `finish` are stamped with
/// `KhipuEnvironment.current.now()` here, so the reducer stays pure.
///
/// Going back, a follow-up action becomes its message without its time (the only
/// follow-ups the middlewares send are `setSharingStatus` and `goalReached`, which keep everything).
public let timerActionMapping = ActionMapping<Message, TimerAction>(
    action: { message in
        switch message {
        case .timer(.start): .start(at: KhipuEnvironment.current.now())
        case .timer(.finish): .finish(at: KhipuEnvironment.current.now())
        case .timer(.reset): .reset
        case .timer(.share): .share
        case let .timer(.setSharingStatus(status)): .setSharingStatus(status)
        case .timer(.goalReached): .goalReached
        }
    },
    message: { action in
        switch action {
        case .start: .timer(.start)
        case .finish: .timer(.finish)
        case .reset: .timer(.reset)
        case .share: .timer(.share)
        case let .setSharingStatus(status): .timer(.setSharingStatus(status))
        case .goalReached: .timer(.goalReached)
        }
    }
)
