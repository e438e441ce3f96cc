import KhipuScript

/// What is explored: a domain, the invariants checked after every step, and how long a
/// step's work may stay busy before it counts as a hang.
package struct ExploreTarget: Sendable {
    package let domain: KhipuDomain
    package let invariants: Invariants
    package var quietTimeout: Duration

    package init(domain: KhipuDomain, invariants: Invariants = .none, quietTimeout: Duration = .seconds(5)) {
        self.domain = domain
        self.invariants = invariants
        self.quietTimeout = quietTimeout
    }
}
