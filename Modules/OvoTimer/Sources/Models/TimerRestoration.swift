import Foundation

/// How the timer boots from what was stored, the article's rules in order:
///
/// 1. Nothing stored: `.intro`, so a new user learns how to wind the timer.
/// 2. Stored longer ago than `staleAfter` (or in the future): `.intro`, the user may have
///    forgotten how the app works.
/// 3. An end date (and no paused time): a timer that was running. An end date at or
///    before now is `.finished` (unless it ended longer ago than `staleAfter`, then
///    `.intro`); an end date after now is `.running` with the seconds left until then.
/// 4. A paused time (and no end date): `.paused` with that time left.
/// 5. Anything else, or values that contradict each other (no wound time, more time left
///    than was wound, both an end date and a paused time): `.intro`.
extension TimerState {
    /// How long a stored state or a finished timer is worth restoring: a day.
    public static let staleAfter: TimeInterval = 24 * 60 * 60

    /// The state to boot into from `stored` at `now`.
    public static func restored(from stored: StoredTimer?, at now: Date) -> TimerState {
        guard let stored, !isStale(stored.storedAt, at: now) else { return .intro }
        guard let wound = stored.woundTime, (1...longestTime).contains(wound) else { return .intro }
        switch (stored.endDate, stored.pausedAt) {
        case let (end?, nil):
            guard end > now else { return isStale(end, at: now) ? .intro : .finished(woundTime: wound) }
            let left = secondsLeft(until: end, from: now)
            guard left <= wound else { return .intro }
            return .running(remainingTime: left, selectedTime: wound)
        case let (nil, paused?):
            return (1...wound).contains(paused) ? .paused(remainingTime: paused, selectedTime: wound) : .intro
        default:
            return .intro
        }
    }

    private static func isStale(_ date: Date, at now: Date) -> Bool {
        let age = now.timeIntervalSince(date)
        return !(0...staleAfter).contains(age)
    }
}
