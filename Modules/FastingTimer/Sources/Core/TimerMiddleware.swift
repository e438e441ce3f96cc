import Khipu

/// The side effect of the fasting timer: on `share` it hands the fast to the sharing
/// service and answers `.setSharingStatus(.shared)`, or `.setSharingStatus(.notShared)`
/// when the service failed or no fast was ever started. Other actions it leaves alone.
public let timerMiddleware: Middleware<TimerState, TimerAction, TimerDependencies> = { state, action, dependencies in
    switch action {
    case .share:
        guard let start = state.start else { return .setSharingStatus(.notShared) }
        do {
            try await dependencies.share(start, state.end)
            return .setSharingStatus(.shared)
        } catch {
            return .setSharingStatus(.notShared)
        }
    default:
        return nil
    }
}
