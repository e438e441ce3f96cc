import Khipu

/// The reminder the article's app would have next: when a fast starts, it waits on the
/// clock until the fast reaches its goal and answers `.goalReached`. Finishing or
/// resetting the fast cancels the wait, so a fast that ended early is never reminded of.
///
/// It waits with `KhipuEnvironment.sleep(for:timer:)`, which does not keep the domain busy:
/// a script's `:clock advance 13h` wakes it, and the sharing middleware beside it answers
/// `share` meanwhile. When it wakes it reads the state as it is then (`TimerState.current`):
/// a fast put back with `:undo` or started anew is not the one it waited for.
public let goalReminderMiddleware: Middleware<TimerState, TimerAction, TimerDependencies> = { state, action, _ in
    switch action {
    case .start:
        guard state.isRunning, let start = state.start else { return nil }
        let goal = start.addingTimeInterval(state.goal)
        guard await KhipuEnvironment.current.sleep(until: goal, timer: GoalReminder.timer) else { return nil }
        guard let now = TimerState.current, now.isRunning, now.start == start else { return nil }
        return .goalReached
    case .finish, .reset:
        KhipuEnvironment.current.cancelTimer(GoalReminder.timer)
        return nil
    case .share, .setSharingStatus, .goalReached:
        return nil
    }
}

/// The reminder's timer: one fast runs at a time, so one id serves; starting it again
/// while it waits restarts it.
public enum GoalReminder {
    public static let timer = "goal-reminder"
}
