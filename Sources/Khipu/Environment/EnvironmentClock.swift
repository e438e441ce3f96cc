import Foundation

/// The clock of a `KhipuEnvironment`: the wall clock, or one that stands still at a date
/// until it is moved. A value the environment keeps under its lock.
struct EnvironmentClock {
    private enum Mode {
        case live
        case fixed(Date)
    }

    private var mode: Mode

    static let live = EnvironmentClock(mode: .live)

    static func fixed(at date: Date) -> EnvironmentClock {
        EnvironmentClock(mode: .fixed(instant(date)))
    }

    /// `date` to the whole microsecond, which a fixed clock's dates and deadlines keep to: a
    /// `Date` adds in binary fractions, so two moves of 318 ms and 3 ms can land a step below
    /// a deadline 200 ms after 121 ms, and work due at a move would not wake.
    static func instant(_ date: Date) -> Date {
        let microseconds = (date.timeIntervalSinceReferenceDate * 1_000_000).rounded()
        guard abs(microseconds) < 9e15 else { return date }
        return Date(timeIntervalSinceReferenceDate: microseconds / 1_000_000)
    }

    var isFixed: Bool {
        if case .fixed = mode { true } else { false }
    }

    /// The wall clock truncated to whole milliseconds, so that every date prints and parses
    /// back to an equal value; or the date a fixed clock stands at.
    func now() -> Date {
        switch mode {
        case .live:
            let milliseconds = (Date().timeIntervalSinceReferenceDate * 1000).rounded(.down)
            return Date(timeIntervalSinceReferenceDate: milliseconds / 1000)
        case .fixed(let date):
            return date
        }
    }

    /// Stands the clock at `date`; a live clock becomes a fixed one.
    mutating func stop(at date: Date) {
        mode = .fixed(Self.instant(date))
    }

    /// Stops a live clock where it is; a fixed one stays.
    mutating func stopIfLive() {
        if case .live = mode { mode = .fixed(now()) }
    }
}
