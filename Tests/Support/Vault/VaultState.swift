import Foundation
import Khipu
import KhipuDSL

/// The vault's accounts, and its books kept twice: the `cash` in the safe and the money
/// `booked` to accounts (balances and holds). The rule a correct vault keeps, checked as an
/// invariant: `expect state.cash == state.booked`.
@DSL
package struct VaultState: Codable, Equatable, Sendable, DSLConstructible {
    package var accounts: [VaultAccount]
    package var cash: Int
    package var booked: Int

    package init(accounts: [VaultAccount] = [], cash: Int = 0, booked: Int = 0) {
        self.accounts = accounts
        self.cash = cash
        self.booked = booked
    }

    package func account(_ id: UUID) -> VaultAccount? {
        accounts.first { $0.id == id }
    }
}

@DSL
package struct VaultAccount: Codable, Equatable, Sendable, DSLConstructible {
    package let id: UUID
    package let owner: String
    package var balance: Int
    package var held: Int

    package init(id: UUID, owner: String, balance: Int = 0, held: Int = 0) {
        self.id = id
        self.owner = owner
        self.balance = balance
        self.held = held
    }
}
