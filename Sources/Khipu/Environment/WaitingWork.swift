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
        "\(description), in \(DurationText.spoken(.seconds(max(0, dueAt.timeIntervalSince(now)))))"
    }

    /// `2s`, `15m`, `1h30m`, `1d2h`: the way `:clock advance` takes a duration.
    @available(*, deprecated, message: "use the Duration the tool prints: DurationText.spoken")
    public static func spoken(_ seconds: TimeInterval) -> String {
        DurationText.spoken(.seconds(seconds.isFinite ? seconds : 0))
    }
}
