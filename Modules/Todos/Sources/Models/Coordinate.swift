import KhipuDSL

/// A point on earth in decimal degrees.
@DSL
public struct Coordinate: Codable, Equatable, Sendable, DSLConstructible {
    /// Degrees north of the equator; negative for south.
    public let latitude: Double
    /// Degrees east of Greenwich; negative for west.
    public let longitude: Double

    /// A coordinate from degrees, e.g. `Coordinate(latitude: 53.92681, longitude: 9.09762)`.
    public init(latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }
}
