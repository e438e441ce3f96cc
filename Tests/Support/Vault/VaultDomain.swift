import Foundation
import Khipu

/// A vault of accounts with bugs that can be planted, each of the kind `khipu explore` must
/// find without being told where: one traps, one breaks the books after three particular
/// messages, one only once the clock moved, one never returns, one needs a list in a message. The bugs live in the
/// middlewares (their dependencies say which are planted); the reducer is the same.
package enum VaultDomain {
    package struct Bugs: OptionSet, Sendable {
        package let rawValue: Int
        package init(rawValue: Int) { self.rawValue = rawValue }

        /// A transfer from an account to itself is let through, and the reducer traps on it.
        package static let selfTransferTraps = Bugs(rawValue: 1)
        /// Closing an account pays nothing out of the safe, whatever its balance.
        package static let closeForgetsPayout = Bugs(rawValue: 2)
        /// A scheduled payment takes its cash from the safe twice, when it goes out.
        package static let paymentPaysTwice = Bugs(rawValue: 4)
        package static let all: Bugs = [.selfTransferTraps, .closeForgetsPayout, .paymentPaysTwice]
        /// Closing an account counts its payout in a loop that never ends: the step never
        /// returns, and only a watchdog outside the process can stop it.
        package static let closeSpins = Bugs(rawValue: 8)
        /// A batch deposit puts every amount but the last into the safe: one amount is enough
        /// to break the books, so a longer batch shrinks to a batch of one.
        package static let batchLosesLastAmount = Bugs(rawValue: 16)
    }

    package static let paymentDelay: Duration = .seconds(600)
    /// What holds in a correct vault after every step.
    package static let invariants = "expect state.cash == state.booked\n"

    package static func definition(bugs: Bugs, name: String = "vault") -> AppDomainDefinition<VaultMessage, ReducedState<VaultState>> {
        AppDomainDefinition(
            name: name,
            summary: "A vault of accounts: deposits, withdrawals, transfers, payments scheduled ten minutes ahead.",
            exposedTypes: [VaultState.self, VaultAccount.self],
            initialState: { VaultState() },
            middlewares: [clerk, scheduledPayments],
            dependencies: bugs,
            mapping: ActionMapping(action: { if case .vault(let action) = $0 { action } else { nil } }, message: { .vault($0) }),
            documentation: documentation
        )
    }

    /// Answers every command, from the state as the command found it.
    static let clerk: Middleware<VaultState, VaultAction, Bugs> = { state, action, bugs in
        guard case .cmd(let command) = action else { return nil }
        if let refusal = refusal(of: command, in: state, bugs: bugs) { return .ack(.refused(command, refusal)) }
        switch command {
        case .open(let owner):
            return .ack(.opened(account: KhipuEnvironment.current.newID(), owner: owner))
        case .close(let id):
            if bugs.contains(.closeSpins) { countCoinsForever() }
            let account = state.account(id)
            let payout = bugs.contains(.closeForgetsPayout) ? 0 : (account?.balance ?? 0) + (account?.held ?? 0)
            return .ack(.closed(account: id, payout: payout))
        case .depositAll(let id, let amounts):
            let total = amounts.reduce(0, &+)
            let cash = bugs.contains(.batchLosesLastAmount) ? total &- (amounts.last ?? 0) : total
            return .ack(.batched(account: id, total: total, cash: cash))
        default:
            return .ack(.done(command))
        }
    }

    /// Counts in twos from one, waiting for zero.
    static func countCoinsForever() {
        var left = 1
        while left != 0 { left &+= 2 }
    }

    static let scheduledPayments: Middleware<VaultState, VaultAction, Bugs> = { _, action, bugs in
        guard case .ack(.done(.schedule(let id, let amount))) = action else { return nil }
        await KhipuEnvironment.current.sleep(for: paymentDelay)
        // An account closed meanwhile paid its held money out when it closed.
        guard VaultState.current?.account(id) != nil else { return nil }
        return .ack(.paidOut(account: id, amount: amount, cash: bugs.contains(.paymentPaysTwice) ? 2 * amount : amount))
    }

    static func refusal(of command: VaultCommand, in state: VaultState, bugs: Bugs) -> VaultRefusal? {
        switch command {
        case .open: return nil
        case .deposit(let id, let amount):
            guard state.account(id) != nil else { return .noSuchAccount }
            return amount > 0 ? nil : .notPositive
        case .depositAll(let id, let amounts):
            guard state.account(id) != nil else { return .noSuchAccount }
            return !amounts.isEmpty && amounts.allSatisfy { $0 > 0 } ? nil : .notPositive
        case .withdraw(let id, let amount), .schedule(let id, let amount):
            guard let account = state.account(id) else { return .noSuchAccount }
            guard amount > 0 else { return .notPositive }
            return account.balance >= amount ? nil : .insufficientFunds
        case .transfer(let from, let to, let amount):
            guard let source = state.account(from), state.account(to) != nil else { return .noSuchAccount }
            if from == to, !bugs.contains(.selfTransferTraps) { return .sameAccount }
            guard amount > 0 else { return .notPositive }
            return source.balance >= amount ? nil : .insufficientFunds
        case .close(let id):
            return state.account(id) == nil ? .noSuchAccount : nil
        }
    }

    static var documentation: DomainDocumentation<VaultMessage> {
        DomainDocumentation {
            let a = UUID(uuidString: "00000000-0000-0000-0000-000000000001")!
            return DocumentationTable(
                fixtures: [],
                rows: [
                    .row("Opens an account.", .vault(.cmd(.open(owner: "Ada"))), success: .vault(.ack(.opened(account: a, owner: "Ada")))),
                    .refusal(
                        "Refuses a deposit to no account.", .vault(.cmd(.deposit(account: a, amount: 5))),
                        answer: .vault(.ack(.refused(.deposit(account: a, amount: 5), .noSuchAccount)))),
                ]
            )
        }
    }
}

extension VaultState: Reducible {
    package static let reducer: Reducer<VaultState, VaultAction> = { state, action in
        guard case .ack(let answer) = action else { return state }
        var state = state
        switch answer {
        case .opened(let id, let owner):
            state.accounts.append(VaultAccount(id: id, owner: owner))
        case .done(let command):
            state.apply(command)
        case .batched(let id, let total, let cash):
            state.update(id) { $0.balance += total }
            state.booked += total
            state.cash += cash
        case .closed(let id, let payout):
            guard let account = state.account(id) else { return state }
            state.accounts.removeAll { $0.id == id }
            state.booked -= account.balance + account.held
            state.cash -= payout
        case .paidOut(let id, let amount, let cash):
            state.update(id) { $0.held -= amount }
            state.booked -= amount
            state.cash -= cash
        case .refused:
            break
        }
        return state
    }

    mutating func apply(_ command: VaultCommand) {
        switch command {
        case .open, .close, .depositAll:
            break
        case .deposit(let id, let amount):
            update(id) { $0.balance += amount }
            cash += amount
            booked += amount
        case .withdraw(let id, let amount):
            update(id) { $0.balance -= amount }
            cash -= amount
            booked -= amount
        case .transfer(let from, let to, let amount):
            // Takes the source out while it works on it: the clerk must never let `to` be `from`.
            let source = accounts.firstIndex { $0.id == from }!
            var taken = accounts.remove(at: source)
            taken.balance -= amount
            let target = accounts.firstIndex { $0.id == to }!
            accounts[target].balance += amount
            accounts.insert(taken, at: source)
        case .schedule(let id, let amount):
            update(id) {
                $0.balance -= amount
                $0.held += amount
            }
        }
    }

    mutating func update(_ id: UUID, _ change: (inout VaultAccount) -> Void) {
        guard let index = accounts.firstIndex(where: { $0.id == id }) else { return }
        change(&accounts[index])
    }
}
