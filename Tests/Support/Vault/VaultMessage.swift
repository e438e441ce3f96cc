import Foundation
import KhipuDSL

/// What goes into and comes out of the vault, a test domain with bugs to plant.
@DSL
package enum VaultMessage: Codable, Equatable, Sendable {
    case vault(VaultAction)
}

@DSL
package enum VaultAction: Codable, Equatable, Sendable {
    case cmd(VaultCommand)
    case ack(VaultAnswer)
}

/// What a clerk asks of the vault.
@DSL
package enum VaultCommand: Codable, Equatable, Sendable {
    /// Opens an account; the vault answers with its id.
    case open(owner: String)
    case deposit(account: UUID, amount: Int)
    /// Deposits a batch of amounts at once.
    case depositAll(account: UUID, amounts: [Int])
    case withdraw(account: UUID, amount: Int)
    /// Moves money between two accounts.
    case transfer(from: UUID, to: UUID, amount: Int)
    /// Pays money out in ten minutes, held from the balance until then.
    case schedule(account: UUID, amount: Int)
    /// Closes the account and pays its balance out.
    case close(account: UUID)
}

/// What the vault answers.
@DSL
package enum VaultAnswer: Codable, Equatable, Sendable {
    case opened(account: UUID, owner: String)
    case done(VaultCommand)
    /// A batch went in: `total` booked to the account, `cash` into the safe.
    case batched(account: UUID, total: Int, cash: Int)
    /// The account is gone; `payout` left the safe.
    case closed(account: UUID, payout: Int)
    /// A scheduled payment went out; `cash` left the safe.
    case paidOut(account: UUID, amount: Int, cash: Int)
    case refused(VaultCommand, VaultRefusal)
}

@DSL
package enum VaultRefusal: Codable, Equatable, Sendable {
    case noSuchAccount
    case insufficientFunds
    case notPositive
    case sameAccount
}
