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
        let hint = "  their answers come with `:clock advance \(WaitingWork.spoken(latest.timeIntervalSince(now)))`; expect them there, or cancel the work"
        return ([lead] + waiting.map { "  " + $0.description(now: now) } + [hint]).joined(separator: "\n")
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
