import Foundation

/// The clock of a saved live session, in whole milliseconds since its first message: where
/// each `:clock advance` takes the script so that, on a fixed clock, every later answer comes
/// due at the move written before its `expect` lines and at no move before that.
///
/// A later answer's work slept for known durations: on the replay it starts at the script's
/// clock when the message that started it was sent, and is due exactly that long after. A
/// message sent meanwhile moves the clock to its live time but below every answer still to
/// come; an answer's move goes to its due. The script's clock never runs ahead of the live one.
struct ScriptTimeline {
    /// A later answer: when it arrived, when the message that started its work was processed,
    /// that message's place in the log when it is there (a message the domain emitted and
    /// fed back is not), and how long its work slept on the clock, when that is known.
    struct Answer {
        let time: Date
        let startedAt: Date
        let startEntry: Int?
        let slept: Duration?
    }

    private let start: Date
    /// Milliseconds since `start` the script's clock stands at.
    private var clock = 0
    /// The script's clock from each live moment (ms since `start`) on, in order.
    private var marks: [(live: Int, clock: Int)] = []
    /// The script's clock at each message sent, by its place in the log.
    private var sentClocks: [Int: Int] = [:]

    init(start: Date) {
        self.start = start
    }

    /// The move before a message sent at `time` (nil: none): to the live time, but below
    /// every answer still to come (`pending`) whose work started before it.
    mutating func send(_ entry: Int, at time: Date, pending: [Answer]) -> String? {
        let live = milliseconds(time)
        var target = live
        for answer in pending where isStarted(answer, by: entry, at: time) {
            // Not knowing how long the work slept, the clock stays where the work started.
            target = min(target, answer.slept == nil ? startClock(of: answer) : due(answer) - 1)
        }
        defer { sentClocks[entry] = clock }
        return move(to: target, at: live)
    }

    /// The move that makes answers due that arrived by `time`, at `target` (nil: due already).
    mutating func answers(dueBy target: Int, at time: Date) -> String? {
        move(to: target, at: milliseconds(time))
    }

    /// The script's clock at which the answer comes due on the replay.
    func due(_ answer: Answer) -> Int {
        guard let slept = answer.slept else {
            // A sleep of its work was cancelled, so whatever cancelled it chose when it
            // went on: the time it took live is the best there is.
            return startClock(of: answer) + milliseconds(answer.time) - milliseconds(answer.startedAt) + 1
        }
        return startClock(of: answer) + wholeMillisecondsUp(slept)
    }

    /// Whether the answer's work started before the log's entry `entry` (at `time`): its
    /// message came before it in the log; without one there, by the clock.
    func isStarted(_ answer: Answer, by entry: Int, at time: Date) -> Bool {
        guard let start = answer.startEntry else { return answer.startedAt <= time }
        return start < entry
    }

    /// The script's clock when the answer's work started: where its message was sent; for
    /// work a later answer started (its message fed back, not in the log), where the
    /// script's clock stood at that live moment.
    private func startClock(of answer: Answer) -> Int {
        answer.startEntry.flatMap { sentClocks[$0] } ?? clock(atLive: milliseconds(answer.startedAt))
    }

    private func clock(atLive live: Int) -> Int {
        marks.last { $0.live <= live }?.clock ?? 0
    }

    private mutating func move(to target: Int, at live: Int) -> String? {
        let before = clock
        clock = max(clock, target)
        marks.append((live, clock))
        guard clock > before else { return nil }
        let moved = clock - before
        return moved % 1000 == 0 ? "\(moved / 1000)s" : String(format: "%d.%03ds", moved / 1000, moved % 1000)
    }

    /// Up, so that a move of that many milliseconds reaches a deadline between two of them.
    private func wholeMillisecondsUp(_ duration: Duration) -> Int {
        let (seconds, attoseconds) = duration.components
        return Int(seconds) * 1000 + Int((attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000)
    }

    private func milliseconds(_ date: Date) -> Int {
        Int((date.timeIntervalSince(start) * 1000).rounded(.down))
    }
}
