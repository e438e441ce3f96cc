import Foundation
import KhipuDSL

/// Someone who may borrow books.
@DSL
public struct Member: Codable, Equatable, Sendable {
    /// How much a member pays: its raw value is what the library's old system stored.
    @DSL
    public enum Tier: String, Codable, Equatable, Sendable {
        /// A grown-up reader.
        case adult = "ADU"
        /// A reader at school or university.
        case student = "STU"
    }

    /// The member's name, unique in the library.
    public let name: String
    public let tier: Tier
    /// What the member owes in fines.
    public let owes: Decimal

    public init(name: String, tier: Tier = .adult, owes: Decimal = 0) {
        self.name = name
        self.tier = tier
        self.owes = owes
    }
}
