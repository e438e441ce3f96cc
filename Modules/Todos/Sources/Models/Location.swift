import KhipuDSL

/// Where a todo item happens.
@DSL
public enum Location: Codable, Equatable, Sendable {
    /// No location is known.
    case unknown
    /// At a postal address, e.g. `.address(Address(street: "Main St 1", city: "Itzehoe", country: "Germany", zipCode: "25524"))`.
    case address(Address)
    /// At a geographic coordinate, e.g. `.coordinate(Coordinate(latitude: 53.92681, longitude: 9.09762))`.
    case coordinate(Coordinate)
    /// Reached by following steps, e.g. `.directions(Directions(steps: [.step("leave the station through the main gate")]))`.
    case directions(Directions)
}
