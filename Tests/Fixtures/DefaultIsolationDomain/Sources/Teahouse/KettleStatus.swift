import KhipuDSL

// `nonisolated`, as every `@DSL` type of a target with default MainActor isolation: Khipu
// reads and prints the domain's values off the main actor, and so does the store's journal.

/// Whether the kettle has hot water.
@DSL
public nonisolated enum KettleStatus: Codable, Equatable, Sendable {
    /// Not switched on, or emptied by a pour.
    case cold
    /// Switched on; the kettle's answer has not come back yet.
    case heating
    /// Boiled: a pour makes a cup.
    case ready
    /// The kettle did not boil.
    case broken
}
