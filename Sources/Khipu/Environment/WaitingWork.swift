import Foundation

/// Work of a domain that waits on the clock: a timer that has not fired, a gateway that
/// has not answered. What `KhipuEnvironment.waitingWork` lists when a session ends.
public struct WaitingWork: Sendable, Equatable, CustomStringConvertible {
    /// When the clock lets it go on.
    public let dueAt: Date
    /// The timer's id, as `sleep(for:timer:)` was given it; nil for a plain sleep.
    public let timer: String?
    /// What started the work (the action a middleware answers), when known.
    public let startedBy: String?

    public init(dueAt: Date, timer: String?, startedBy: String?) {
        self.dueAt = dueAt
        self.timer = timer
        self.startedBy = startedBy
    }

    /// `timer "expiry-T3" (started by place(table: "T3")) is due at 2024-06-16T09:15:00Z`.
    public var description: String {
        let what = timer.map { "timer \($0)" } ?? "work"
        let cause = startedBy.map { " (started by \($0))" } ?? ""
        return "\(what)\(cause) is due at \(dueAt.formatted(.iso8601))"
    }

    /// `… is due at 2024-06-16T09:15:00Z, in 15m`, for a clock that stands at `now`.
    public func description(now: Date) -> String {
        "\(description), in \(WaitingWork.spoken(dueAt.timeIntervalSince(now)))"
    }

    /// `2s`, `15m`, `1h30m`, `1d2h`: the way `:clock advance` takes a duration, whole seconds.
    public static func spoken(_ seconds: TimeInterval) -> String {
        guard seconds.isFinite, seconds > 0 else { return "0s" }
        var left = Int(seconds.rounded(.up))
        var parts: [String] = []
        for (unit, size) in [("d", 86_400), ("h", 3_600), ("m", 60), ("s", 1)] where left >= size {
            parts.append("\(left / size)\(unit)")
            left %= size
        }
        return parts.joined()
    }
}

extension Duration {
    /// The duration in seconds, attoseconds included as far as a Double holds them.
    var timeInterval: TimeInterval {
        let (seconds, attoseconds) = components
        return TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18
    }
}
