import Foundation

/// Runs one asynchronous loop while a condition on the store holds, e.g. a timer's ticks
/// while it runs.
///
/// Call `follow()` whenever the condition may have changed (on every store update): it
/// starts a loop with `KhipuEnvironment.current.perform` when the condition became true
/// and no loop runs, and retires the running loop when it became false. The loop is given
/// the time `follow()` started it (the loop itself may begin a little later, after the
/// clock moved on) and `isCurrent`, which turns false once the loop was retired (or
/// replaced); it should end then. A loop that ends by itself frees the place for the next one.
///
/// Unchecked only for `condition` and `loop`, the caller's closures; what changes is in one `Locked`.
public final class FollowingLoop: @unchecked Sendable {
    private struct Turns {
        /// Counts the starts and retirements; a loop is current while it matches.
        var generation = 0
        var isRunning = false
        /// The environment the current loop sleeps in, to cancel its sleeps when it is retired.
        var runningIn: KhipuEnvironment?
    }

    private let turns = Locked(Turns())
    private let condition: () -> Bool
    private let loop: (_ startedAt: Date, _ isCurrent: @escaping @Sendable () -> Bool) async -> Void

    public init(
        while condition: @escaping () -> Bool,
        loop: @escaping (_ startedAt: Date, _ isCurrent: @escaping @Sendable () -> Bool) async -> Void
    ) {
        self.condition = condition
        self.loop = loop
    }

    /// Starts the loop when the condition holds and none runs; retires it when the condition does not hold.
    public func follow() {
        let holds = condition()
        let environment = KhipuEnvironment.current
        let turn: Turn = turns.withLock { turns in
            switch (holds, turns.isRunning) {
            case (true, false):
                turns.generation += 1
                turns.isRunning = true
                turns.runningIn = environment
                return .start(turns.generation)
            case (false, true):
                defer { turns.generation += 1 }
                turns.isRunning = false
                return .retire(turns.generation, turns.runningIn)
            case (true, true), (false, false):
                return .none
            }
        }
        switch turn {
        case .none:
            return
        case .retire(let retired, let environment):
            // The retired loop's sleep ends now, not at its deadline: it is not left waiting
            // on the clock as if it had work to do.
            environment?.cancelTimers(inGroup: group(retired))
        case .start(let started):
            let startedAt = environment.now()
            environment.perform(startedBy: nil, group: group(started)) { [self] in
                await loop(startedAt) { [self] in isLatest(started) }
                turns.withLock { if $0.generation == started { $0.isRunning = false } }
            }
        }
    }

    private enum Turn {
        case none
        case start(Int)
        case retire(Int, KhipuEnvironment?)
    }

    private struct Generation: Hashable, Sendable {
        let loop: ObjectIdentifier
        let generation: Int
    }

    private func group(_ generation: Int) -> TimerID {
        TimerID(Generation(loop: ObjectIdentifier(self), generation: generation))
    }

    private func isLatest(_ loop: Int) -> Bool {
        turns.withLock { $0.generation == loop }
    }
}
