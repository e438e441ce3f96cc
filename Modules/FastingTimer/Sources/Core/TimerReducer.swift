import Khipu

/// The functional core of the fasting timer: pure, every outcome defined.
///
/// - `start(at:)` begins a new fast (clearing the end of a finished one) unless a fast
///   runs; then nothing changes.
/// - `finish(at:)` ends the running fast; with no fast running nothing changes.
/// - `reset` forgets start and end; the goal and the sharing status stay.
/// - `share` marks the fast as uploading; `setSharingStatus` sets the status.
/// - `goalReached` changes nothing: the app shows the reminder.
public let timerReducer: Reducer<TimerState, TimerAction> = { state, action in
    switch action {
    case let .start(at: date):
        guard !state.isRunning else { return state }
        return TimerState(start: date, end: nil, goal: state.goal, sharingStatus: state.sharingStatus)
    case let .finish(at: date):
        guard state.isRunning else { return state }
        return TimerState(start: state.start, end: date, goal: state.goal, sharingStatus: state.sharingStatus)
    case .reset:
        return TimerState(start: nil, end: nil, goal: state.goal, sharingStatus: state.sharingStatus)
    case .share:
        return TimerState(start: state.start, end: state.end, goal: state.goal, sharingStatus: .uploading)
    case let .setSharingStatus(status):
        return TimerState(start: state.start, end: state.end, goal: state.goal, sharingStatus: status)
    case .goalReached:
        return state
    }
}

extension TimerState: Reducible {
    public static let reducer = timerReducer
}
