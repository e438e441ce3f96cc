import Foundation
import Khipu
import KhipuDSL

/// A test domain written with Swift's own forms of values, as a user writes a domain: a
/// case with a defaulted associated value, a nested enum with raw values used as a
/// dictionary key, a closed range, an optional that is nil until a book comes back, and
/// an initializer with a default and a `///` doc.
@DSL
package enum LendingMessage: Codable, Equatable, Sendable {
    /// Everything about the library's loans.
    case lending(Lending)

    /// Commands and their acknowledgements.
    @DSL
    package enum Lending: Codable, Equatable, Sendable {
        case cmd(CMD)
        case ack(ACK)
    }

    /// What a librarian asks for.
    @DSL
    package enum CMD: Codable, Equatable, Sendable {
        /// Lends a book to a member for `days` days (two weeks unless told).
        case lend(isbn: String, to: String, days: Int = 14)
        /// Takes a book back.
        case takeBack(isbn: String)
        /// Adds a member.
        case join(Member)
        /// Sets the fee factor of a tier.
        case rate(Member.Tier, factor: Decimal = 1)
        /// Sets the opening hours.
        case open(hours: ClosedRange<Int>)
    }

    /// What the library answers.
    @DSL
    package enum ACK: Codable, Equatable, Sendable {
        case lent(Loan)
        case tookBack(Loan)
        case joined(Member)
        case rated([Member.Tier: Decimal])
        case opened(ClosedRange<Int>)
        case refused(String)
    }
}

/// A member of the library.
@DSL
package struct Member: Codable, Equatable, Sendable {
    /// How much a member pays.
    @DSL
    package enum Tier: String, Codable, Equatable, Sendable, CaseIterable {
        case student = "STU"
        case regular = "REG"
        case senior
    }

    package let name: String
    package let tier: Tier

    /// A member of the given tier, regular unless told.
    package init(name: String, tier: Tier = .regular) {
        self.name = name
        self.tier = tier
    }
}

/// A book lent to a member: one property of every literal kind.
@DSL
package struct Loan: Codable, Equatable, Sendable {
    package let id: Int
    package let isbn: String
    package let member: String
    package let due: Date
    /// nil until the book comes back.
    package let returned: Date?
    package let fee: Decimal
    package let renewed: Bool
    package let rating: Double
    package let tags: [String]
    package let marks: [String: Int]
    package let balance: Int
    package let tier: Member.Tier
    package let window: ClosedRange<Int>
}

/// The library.
@DSL
package struct LendingState: Codable, Equatable, Sendable, Alterable {
    package let loans: [Loan]
    package let members: [Member]
    package let rates: [Member.Tier: Decimal]
    package let hours: ClosedRange<Int>
    package let slots: Range<Double>?

    @DSL
    package enum Change: Codable, Equatable, Sendable {
        case lend(Loan)
        case takeBack(isbn: String, at: Date)
        case join(Member)
        case rate(Member.Tier, Decimal)
        case open(ClosedRange<Int>)
    }

    package static let initial = LendingState(
        loans: [], members: [], rates: [.student: 0.5, .regular: 1], hours: 9...17, slots: nil)

    private init(loans: [Loan], members: [Member], rates: [Member.Tier: Decimal], hours: ClosedRange<Int>, slots: Range<Double>?) {
        self.loans = loans
        self.members = members
        self.rates = rates
        self.hours = hours
        self.slots = slots
    }

    package func alter(_ changes: Change...) -> LendingState {
        changes.reduce(self) { state, change in
            switch change {
            case .lend(let loan):
                LendingState(loans: state.loans + [loan], members: state.members, rates: state.rates, hours: state.hours, slots: state.slots)
            case .takeBack(let isbn, let date):
                LendingState(
                    loans: state.loans.map { $0.isbn == isbn && $0.returned == nil ? $0.returning(at: date) : $0 },
                    members: state.members, rates: state.rates, hours: state.hours, slots: state.slots)
            case .join(let member):
                LendingState(loans: state.loans, members: state.members + [member], rates: state.rates, hours: state.hours, slots: state.slots)
            case .rate(let tier, let factor):
                LendingState(
                    loans: state.loans, members: state.members, rates: state.rates.merging([tier: factor]) { $1 }, hours: state.hours,
                    slots: state.slots)
            case .open(let hours):
                LendingState(
                    loans: state.loans, members: state.members, rates: state.rates, hours: hours,
                    slots: Double(hours.lowerBound)..<Double(hours.upperBound) + 0.5)
            }
        }
    }
}

extension Loan {
    fileprivate func returning(at date: Date) -> Loan {
        Loan(
            id: id, isbn: isbn, member: member, due: due, returned: date, fee: fee, renewed: renewed, rating: rating, tags: tags,
            marks: marks, balance: balance, tier: tier, window: window)
    }
}

/// The lending domain: one feature that answers each command.
package enum LendingDomain {
    package static var definition: AppDomainDefinition<LendingMessage, LendingState> {
        AppDomainDefinition(
            name: "lending",
            summary: "A library's loans, written with Swift's own forms of values (a test domain).",
            exposedTypes: [Member.self, Member.Tier.self, Loan.self, LendingState.self],
            initialState: { LendingState.initial },
            createAppDomain: { store, receivers, output in
                createAppCore(receivers: receivers, features: [lendingFeature(store: store, output: output)])
            }
        )
    }

    private static func lendingFeature(store: Store<LendingState, LendingState.Change>, output: @escaping Output<LendingMessage>) -> Input<LendingMessage> {
        { message in
            guard case .lending(.cmd(let command)) = message else { return }
            let state = store.state()
            switch command {
            case .lend(let isbn, let name, let days):
                let tier = state.members.first { $0.name == name }?.tier ?? .regular
                let loan = Loan(
                    id: state.loans.count + 1, isbn: isbn, member: name,
                    due: KhipuEnvironment.current.now().addingTimeInterval(Double(days) * 86_400), returned: nil,
                    fee: Decimal(days) * (state.rates[tier] ?? 1) / 10, renewed: false, rating: 4.5, tags: [], marks: [:],
                    balance: -days, tier: tier, window: 0...days)
                store.change(.lend(loan))
                output(.lending(.ack(.lent(loan))))
            case .takeBack(let isbn):
                guard state.loans.contains(where: { $0.isbn == isbn && $0.returned == nil }) else {
                    output(.lending(.ack(.refused("\(isbn) is not lent"))))
                    return
                }
                store.change(.takeBack(isbn: isbn, at: KhipuEnvironment.current.now()))
                if let loan = store.state().loans.last(where: { $0.isbn == isbn }) { output(.lending(.ack(.tookBack(loan)))) }
            case .join(let member):
                store.change(.join(member))
                output(.lending(.ack(.joined(member))))
            case .rate(let tier, let factor):
                store.change(.rate(tier, factor))
                output(.lending(.ack(.rated(store.state().rates))))
            case .open(let hours):
                store.change(.open(hours))
                output(.lending(.ack(.opened(hours))))
            }
        }
    }
}
