/// How often exploration sent a message case, and what the domain did with it.
package struct CaseCounts: Codable, Equatable, Sendable {
    package var sent = 0
    /// Runs where it emitted at least one answer that is not a refusal.
    package var answered = 0
    /// Runs where it emitted a refusal (`.notAllowed`, `.rejected`, …).
    package var refused = 0

    package init() {}

    mutating func add(_ other: CaseCounts) {
        sent += other.sent
        answered += other.answered
        refused += other.refused
    }
}
