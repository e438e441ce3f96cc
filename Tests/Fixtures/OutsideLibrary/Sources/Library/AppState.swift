import Foundation
import Khipu
import KhipuDSL

/// Everything the library keeps.
@DSL
public struct AppState: Alterable, Codable, Equatable, Sendable {
    /// The changes of the library.
    @DSL
    public enum Change: Codable, Equatable, Sendable {
        /// Adds a member.
        case add(Member)
        /// Records a loan.
        case lend(Loan)
        /// Records that the book of a loan came back.
        case giveBack(loan: UUID, on: Date)
        /// Adds a fine to what a member owes.
        case fine(member: String, amount: Decimal)
        /// Sets the opening hours.
        case hours(ClosedRange<Int>)
    }

    public let members: [Member]
    public let loans: [Loan]
    /// The fine per overdue night, by tier.
    public let fees: [Member.Tier: Decimal]
    /// When the library is open, in hours of the day.
    public let hours: ClosedRange<Int>

    public init() {
        self.init(members: [], loans: [], fees: [.adult: 1, .student: 0.5], hours: 9...17)
    }

    private init(members: [Member], loans: [Loan], fees: [Member.Tier: Decimal], hours: ClosedRange<Int>) {
        self.members = members
        self.loans = loans
        self.fees = fees
        self.hours = hours
    }

    public func alter(_ c: Change...) -> Self { c.reduce(self) { $0.alter($1) } }

    private func alter(_ c: Change) -> Self {
        switch c {
        case .add(let member):
            Self(members: members + [member], loans: loans, fees: fees, hours: hours)
        case .lend(let loan):
            Self(members: members, loans: loans + [loan], fees: fees, hours: hours)
        case .giveBack(let id, let day):
            Self(members: members, loans: loans.map { $0.id == id ? Loan(id: $0.id, isbn: $0.isbn, member: $0.member, due: $0.due, returned: day) : $0 }, fees: fees, hours: hours)
        case .fine(let name, let amount):
            Self(members: members.map { $0.name == name ? Member(name: $0.name, tier: $0.tier, owes: $0.owes + amount) : $0 }, loans: loans, fees: fees, hours: hours)
        case .hours(let hours):
            Self(members: members, loans: loans, fees: fees, hours: hours)
        }
    }
}
