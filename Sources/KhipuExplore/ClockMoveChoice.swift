import Foundation
import Khipu
import KhipuValueGeneration

/// How far a generated clock move goes: mostly to the moment work is due (a timer, a
/// gateway's answer), or just past it or past all of it, since that is where a domain's
/// time rules act; otherwise a plain span, for rules that compare dates on the next message.
enum ClockMoveChoice {
    static let plainSpans: [Duration] = [.seconds(1), .seconds(30), .seconds(60), .seconds(600), .seconds(3600), .seconds(86_400)]

    static func duration(now: Date, waiting: [WaitingWork], random: inout SeededRandom) -> Duration {
        let dues = waiting.map { max(0, $0.dueAt.timeIntervalSince(now)) }.filter { $0 > 0 }
        guard let first = dues.min(), let last = dues.max(), random.chance(85) else {
            return random.pick(plainSpans)
        }
        let seconds: TimeInterval
        switch random.below(10) {
        case 0..<5: seconds = first
        case 5..<7: seconds = first + 1
        case 7..<9: seconds = last
        default: seconds = random.pick(dues)
        }
        return wholeMilliseconds(seconds)
    }

    /// Rounded up to the millisecond, as the tool prints a duration: the move reaches what was due.
    static func wholeMilliseconds(_ seconds: TimeInterval) -> Duration {
        let milliseconds = Int64((seconds * 1000).rounded(.up))
        return .milliseconds(max(1, milliseconds))
    }

    /// Whether to move the clock rather than send a message at this step.
    static func movesClock(waiting: Bool, random: inout SeededRandom) -> Bool {
        random.chance(waiting ? 30 : 8)
    }
}
