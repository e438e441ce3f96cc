import KhipuDSL

/// A postal address.
@DSL
public struct Address: Codable, Equatable, Sendable, DSLConstructible {
    /// Street and house number.
    public let street: String
    /// The city or town.
    public let city: String
    /// The country.
    public let country: String
    /// The postal code; a string, as many countries use letters or leading zeros.
    public let zipCode: String

    /// An address from its parts, e.g. `Address(street: "Main St 1", city: "Itzehoe", country: "Germany", zipCode: "25524")`.
    public init(street: String, city: String, country: String, zipCode: String) {
        self.street = street
        self.city = city
        self.country = country
        self.zipCode = zipCode
    }
}
