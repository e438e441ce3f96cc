import KhipuDSL

// Not part of the domain: what `@DSL` gives types that stay on the main actor. Their
// conformances are isolated as the type is (`@MainActor DSLPrintable`, …, or the module's
// default), so their values print and read on the main actor only, and none of them can be a
// message, an action or the state, which Khipu handles on no actor.

/// A draft a view edits, explicitly on the main actor.
@MainActor @DSL
public struct Draft: Codable, Equatable {
    public var text: String
    public var steep: Duration

    public init(text: String, steep: Duration) {
        self.text = text
        self.steep = steep
    }
}

/// A note with no isolation written: in this target, on the main actor by default.
@DSL
public enum Note: Codable, Equatable {
    case plain(String)
    case timed(String, after: Duration)
}
