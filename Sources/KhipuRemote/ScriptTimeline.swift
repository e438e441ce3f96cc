import Foundation

/// The clock of a saved live session, in whole milliseconds since its first message: where
/// each `:clock advance` takes the script so that, on a fixed clock, every later answer comes
/// due at the move written before its `expect` lines and at no move before that.
///
/// A later answer arrived `A - S` after the message that started its work was processed
/// (`S`); its work slept at most that long, and at least that long less the live clock's
/// wake-up latency, which `margin` bounds. On the replay the work starts at the script's
/// clock at `S` (`C(S)`), so a move to `C(S) + (A - S)` makes it due, and no move below
/// `C(S) + (A - S) - margin` does. The script's clock never runs ahead of the live one.
struct ScriptTimeline {
    /// How late, at most, live work wakes after its time, in milliseconds: a generous bound
    /// (a loaded machine wakes work late), which costs only the script's time fidelity.
    static let margin = 5000

    /// A later answer: when it arrived, when the message that started its work was processed,
    /// and that message's place in the log when it is there (a message the domain emitted and
    /// fed back is not).
    struct Answer {
        let time: Date
        let startedAt: Date
        let startEntry: Int?
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
    /// every answer still to come (`pending`) that may come due.
    mutating func send(_ entry: Int, at time: Date, pending: [Answer]) -> String? {
        let live = milliseconds(time)
        var target = live
        for answer in pending where isStarted(answer, by: entry, at: time) {
            target = min(target, earliestDue(answer) - 1)
        }
        defer { sentClocks[entry] = clock }
        return move(to: target, at: live)
    }

    /// The move that makes answers due that arrived by `time`, at `target` (nil: due already).
    mutating func answers(dueBy target: Int, at time: Date) -> String? {
        move(to: target, at: milliseconds(time))
    }

    /// Where the answer is due for sure on the replay.
    func latestDue(_ answer: Answer) -> Int {
        let started = milliseconds(answer.startedAt)
        let base = answer.startEntry.flatMap { sentClocks[$0] } ?? clock(atLive: started)
        return base + milliseconds(answer.time) - started + 1
    }

    /// Below this the answer is not due on the replay.
    func earliestDue(_ answer: Answer) -> Int {
        latestDue(answer) - 1 - Self.margin
    }

    /// Whether the answer's work started before the log's entry `entry` (at `time`): its
    /// message came before it in the log; without one there, by the clock.
    func isStarted(_ answer: Answer, by entry: Int, at time: Date) -> Bool {
        guard let start = answer.startEntry else { return answer.startedAt <= time }
        return start < entry
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

    private func milliseconds(_ date: Date) -> Int {
        Int((date.timeIntervalSince(start) * 1000).rounded(.down))
    }
}
