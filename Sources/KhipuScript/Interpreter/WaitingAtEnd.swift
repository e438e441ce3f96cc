import Foundation
import Khipu

/// What still waits on the domain's clock when a session, script or scenario ends (a
/// gateway that has not answered, a timer that has not fired): said as a note, and in
/// exhaustive mode a failure, as TCA's TestStore fails a test with effects in flight.
package struct WaitingAtEnd: Sendable, Equatable {
    package let waiting: [WaitingWork]
    /// Where the clock stood when it ended.
    package let now: Date
    /// Exhaustive mode was on: the end fails.
    package let fails: Bool

    /// `note: 1 piece of work still waits on the clock …`, a line for each, and how to see them.
    package var text: String {
        let count = waiting.count == 1 ? "1 piece of work still waits" : "\(waiting.count) pieces of work still wait"
        let lead = fails
            ? "error: exhaustive mode: it ended while \(count) on the clock (at \(ISO8601.string(from: now))):"
            : "note: \(count) on the clock (at \(ISO8601.string(from: now))):"
        let latest = waiting.map(\.dueAt).max() ?? now
        let hint = "  their answers come with `:clock advance \(DurationText.spoken(.seconds(max(0, latest.timeIntervalSince(now)))))`; "
            + "expect them there, or end the work with `:skip waiting`"
        return ([lead] + waiting.map { "  " + $0.description(now: now) } + [hint]).joined(separator: "\n")
    }

    /// What a person leaving an interactive session is told: what would still have
    /// happened, in words rather than statements to type.
    package var farewell: String {
        let things = waiting.count == 1 ? "1 thing was" : "\(waiting.count) things were"
        let lines = waiting.map { work -> String in
            let what = work.timer.map { "timer \($0)" } ?? "an answer"
            let cause = work.startedBy.map { what == "an answer" ? " to \($0)" : ", started by \($0)," } ?? ""
            let when = work.dueAt == .distantFuture ? "never due" : "due in \(DurationText.spoken(.seconds(max(0, work.dueAt.timeIntervalSince(now)))))"
            return "  \(what)\(cause) \(when)"
        }
        return (["\(things) still to happen on the domain's clock, and end with this session:"] + lines).joined(separator: "\n")
    }
}

extension Interpreter {
    /// What still waits on the clock now, for the end of a session, script or scenario; nil when nothing does.
    package func waitingAtEnd() -> WaitingAtEnd? {
        let waiting = environment.waitingWork
        guard !waiting.isEmpty else { return nil }
        return WaitingAtEnd(waiting: waiting, now: environment.now(), fails: settings.isExhaustive)
    }
}
