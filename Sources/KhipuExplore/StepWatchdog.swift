import Khipu

/// Stops a worker whose step runs past its time: a domain in an endless synchronous loop
/// never writes the line that announces the next step, and nothing inside the worker can
/// interrupt it. Each line the worker writes starts the time again.
final class StepWatchdog: Sendable {
    private let task: Task<Void, Never>
    private let state: Locked<(lastLine: ContinuousClock.Instant, fired: Bool)>

    init(timeout: Duration, onTimeout: @escaping @Sendable () -> Void) {
        let state = Locked((lastLine: ContinuousClock.now, fired: false))
        self.state = state
        task = Task {
            while !Task.isCancelled {
                let deadline = state.withLock { $0.lastLine } + timeout
                guard ContinuousClock.now >= deadline else {
                    try? await Task.sleep(until: deadline, clock: .continuous)
                    continue
                }
                state.withLock { $0.fired = true }
                onTimeout()
                return
            }
        }
    }

    /// The worker wrote a line: its current step has its whole time again.
    func progressed() {
        state.withLock { $0.lastLine = ContinuousClock.now }
    }

    var fired: Bool { state.withLock { $0.fired } }

    func cancel() {
        task.cancel()
    }
}
