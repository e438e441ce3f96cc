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
public final class FollowingLoop: @unchecked Sendable {
    private let lock = NSLock()
    // Guarded by lock: counts the starts and retirements; a loop is current while it matches.
    private var generation = 0
    // Guarded by lock.
    private var isRunning = false
    // Guarded by lock: the environment the current loop sleeps in, to cancel its sleeps when it is retired.
    private var runningIn: KhipuEnvironment?
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
        let turn: Turn = lock.withLock {
            switch (holds, isRunning) {
            case (true, false):
                generation += 1
                isRunning = true
                runningIn = environment
                return .start(generation)
            case (false, true):
                defer { generation += 1 }
                isRunning = false
                return .retire(generation, runningIn)
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
                lock.withLock { if generation == started { isRunning = false } }
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
        lock.withLock { generation == loop }
    }
}
