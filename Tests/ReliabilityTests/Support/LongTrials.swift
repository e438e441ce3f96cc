import Foundation

/// `KHIPU_LONG_TESTS=1 swift test --filter Reliability`: every state and message on every
/// clock and gateway mode, and four times as many generated states and messages.
enum LongTrials {
    static var areEnabled: Bool { ProcessInfo.processInfo.environment["KHIPU_LONG_TESTS"] != nil }
}
