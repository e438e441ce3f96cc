import KhipuDSL

/// Whether a light gives light.
@DSL
public enum Switch: Codable, Equatable, Sendable {
    /// The light is on.
    case on
    /// The light is off.
    case off
}
