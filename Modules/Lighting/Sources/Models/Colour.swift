import KhipuDSL

/// The colours a light can shine in.
@DSL
public enum Colour: Codable, Equatable, Sendable {
    /// Daylight white; every light starts with it.
    case white
    /// The yellowish white of a bulb.
    case warmWhite
    /// Red.
    case red
    /// Orange.
    case orange
    /// Yellow.
    case yellow
    /// Green.
    case green
    /// Blue.
    case blue
    /// Purple.
    case purple
}
