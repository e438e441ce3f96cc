import Foundation
import Khipu
import KhipuDSL

/// Everything Ovo Timer keeps: the timer's state, the end date of a running timer and when
/// it was last stored. Change it only through `alter`, e.g. `state.alter(.wind(to: 180), .start)`.
///
/// The transitions follow `TimerState`'s table, with the clock added: a running timer
/// knows its end date, and `tick` and `pause` read the seconds left off the clock
/// (end date − now), so one tick after a long pause of the app is as right as many.
/// Every change that happens stamps `storedAt` with the current time.
@DSL
public struct AppState: Alterable, Codable, Equatable, Sendable, DSLConstructible {
    /// The changes the app state understands: the timer's transitions, and restoring.
    @DSL
    public enum Change: Codable, Equatable, Sendable {
        /// Winds the timer to this many seconds (0 to 86,400), from every state.
        case wind(to: Int)
        /// Starts counting down the wound time; only while winding a time above zero.
        case start
        /// Runs the last wound time again; only when finished.
        case restart
        /// Halts the countdown with the seconds the clock says are left; only while running.
        case pause
        /// Continues the countdown from the seconds that were left; only while paused.
        case unpause
        /// At least one second passed: the seconds left drop by one, or to what the clock says if that is fewer; only while running.
        case tick
        /// Replaces the state by the one the app boots into from these stored values (nil: nothing was stored).
        case restore(from: StoredTimer?)
    }

    /// Where the timer is: intro, winding, running, paused or finished.
    public let timer: TimerState
    /// When the running timer reaches zero, or when the finished timer did; nil otherwise.
    public let endsAt: Date?
    /// When the state last changed, the article's store date; nil while the app was never used.
    public let storedAt: Date?

    /// The state of a new install: the intro, nothing stored.
    public init() { self.init(.intro, nil, nil) }

    private init(_ t: TimerState, _ e: Date?, _ s: Date?) {
        timer = t; endsAt = e; storedAt = s
    }

    /// The values the article stores for this state, from which `.restore(from:)` rebuilds it;
    /// nil while nothing was ever stored.
    public var stored: StoredTimer? {
        guard let storedAt else { return nil }
        switch timer {
        case .intro:                          return StoredTimer(storedAt: storedAt)
        case let .winding(selectedTime: s):   return StoredTimer(storedAt: storedAt, woundTime: s)
        case let .running(_, s):              return StoredTimer(storedAt: storedAt, woundTime: s, endDate: endsAt)
        case let .paused(r, s):               return StoredTimer(storedAt: storedAt, woundTime: s, pausedAt: r)
        case let .finished(woundTime: w):     return StoredTimer(storedAt: storedAt, woundTime: w, endDate: endsAt)
        }
    }

    public func alter(_ c: Change...) -> Self { c.reduce(self) { $0.alter($1) } }

    private func alter(_ c: Change) -> Self {
        let now = KhipuEnvironment.current.now()
        switch c {
        case let .wind(to: t):      return perform(.wind(to: t), at: now)
        case .start:                return perform(.start, at: now)
        case .restart:              return perform(.restart, at: now)
        case .pause:                return perform(.pause, at: now)
        case .unpause:              return perform(.unpause, at: now)
        case .tick:                 return perform(.tick, at: now)
        case let .restore(from: s): return Self.restored(from: s, at: now)
        }
    }

    /// Applies one transition at `now`; one the timer does not allow changes nothing.
    private func perform(_ t: TimerState.Change, at now: Date) -> Self {
        guard timer.allows(t) else { return self }
        let next: TimerState
        switch (timer, t) {
        case let (.running(remainingTime: r, selectedTime: s), .tick):
            let byHand = r <= 1 ? 0 : r - 1
            let left = min(byHand, secondsLeftByClock(at: now) ?? byHand)
            next = left <= 0 ? .finished(woundTime: s) : .running(remainingTime: left, selectedTime: s)
        case let (.running(remainingTime: r, selectedTime: s), .pause):
            let left = min(r, secondsLeftByClock(at: now) ?? r)
            next = left <= 0 ? .finished(woundTime: s) : .paused(remainingTime: left, selectedTime: s)
        default:
            next = timer.alter(t)
        }
        return Self(next, endDate(of: next, at: now), now)
    }

    private func secondsLeftByClock(at now: Date) -> Int? {
        endsAt.map { secondsLeft(until: $0, from: now) }
    }

    /// A running timer keeps its end date while the clock counts it down (a tick); any
    /// other way into running (start, restart, unpause, a tick by hand) ends `remainingTime`
    /// seconds from now. A timer that finishes ended at its end date, or now if earlier.
    private func endDate(of next: TimerState, at now: Date) -> Date? {
        switch next {
        case let .running(remainingTime: r, _):
            if timer.isRunning, let endsAt, secondsLeft(until: endsAt, from: now) == r { return endsAt }
            return now.addingTimeInterval(TimeInterval(r))
        case .finished:
            return endsAt.map { min($0, now) } ?? now
        case .intro, .winding, .paused:
            return nil
        }
    }

    private static func restored(from stored: StoredTimer?, at now: Date) -> Self {
        guard let stored else { return Self() }
        let timer = TimerState.restored(from: stored, at: now)
        switch timer {
        case .running, .finished: return Self(timer, stored.endDate, now)
        case .intro, .winding, .paused: return Self(timer, nil, now)
        }
    }
}

extension AppState.Change {
    /// The change that performs this timer transition.
    init(_ transition: TimerState.Change) {
        switch transition {
        case let .wind(to: t): self = .wind(to: t)
        case .start:           self = .start
        case .restart:         self = .restart
        case .pause:           self = .pause
        case .unpause:         self = .unpause
        case .tick:            self = .tick
        }
    }
}
