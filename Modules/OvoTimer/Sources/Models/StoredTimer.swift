import Foundation
import KhipuDSL

/// What Ovo Timer keeps on disk to rebuild its state at start-up, the article's four values:
/// when it was stored, the wound time, the end date of a running timer and the time left
/// when it was paused. Build one in a script to see how the app would boot from it, e.g.
/// `StoredTimer(storedAt: "2024-06-16T08:58:00Z", woundTime: 180, endDate: "2024-06-16T09:01:00Z")`.
@DSL
public struct StoredTimer: Codable, Equatable, Sendable, DSLConstructible {
    /// When the state was stored; a state stored long ago is stale.
    public let storedAt: Date
    /// The time the timer was last wound to, in seconds, to run it again after it finished.
    public let woundTime: Int?
    /// When a running timer reaches (or reached) zero.
    public let endDate: Date?
    /// The seconds that were left when the timer was paused.
    public let pausedAt: Int?

    /// The stored values; leave out the ones that were not stored.
    public init(storedAt: Date, woundTime: Int? = nil, endDate: Date? = nil, pausedAt: Int? = nil) {
        self.storedAt = storedAt
        self.woundTime = woundTime
        self.endDate = endDate
        self.pausedAt = pausedAt
    }
}
