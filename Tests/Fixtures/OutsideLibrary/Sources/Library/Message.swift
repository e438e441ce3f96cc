import Foundation
import Khipu
import KhipuDSL

/// What goes into and comes out of the library domain.
@DSL
public enum Message: Codable, Equatable, Sendable {
    /// Everything about the library.
    case library(Library)

    /// Commands to the library and what it answers.
    @DSL
    public enum Library: Codable, Equatable, Sendable {
        /// A command, e.g. `.library(.cmd(.join(name: "Ann")))`.
        case cmd(Command)
        /// What the library answers.
        case ack(Answer)
    }
}

/// What the library is asked to do.
@DSL
public enum Command: Codable, Equatable, Sendable {
    /// Makes someone a member; an adult unless a tier is given.
    case join(name: String, tier: Member.Tier = .adult)
    /// Lends a book to a member for `days` days, two weeks unless said.
    case lend(isbn: String, to: String, days: Int = 14)
    /// Takes a book back.
    case giveBack(isbn: String)
    /// Fines every overdue loan one night's fee, all in one step.
    case fineOverdue
    /// Starts the nightly run, which fines overdue loans each night.
    case startNightly
    /// Stops the nightly run: the night it waits for never comes.
    case stopNightly
    /// Sets the opening hours.
    case open(hours: ClosedRange<Int>)
}

/// What the library answers.
@DSL
public enum Answer: Codable, Equatable, Sendable {
    /// The new member.
    case joined(Member)
    /// The new loan.
    case lent(Loan)
    /// The loan, now given back.
    case returned(Loan)
    /// Why a command was refused.
    case refused(Refusal)
    /// How many loans were fined.
    case fined(loans: Int)
    /// What one night's run fined.
    case night(fined: Int)
    /// The opening hours now.
    case opened(hours: ClosedRange<Int>)
}

/// Why the library refuses a command.
@DSL
public enum Refusal: Codable, Equatable, Sendable {
    /// No member has this name.
    case noSuchMember(String)
    /// The book is out, or nobody borrowed it.
    case notLent(isbn: String)
    /// The catalogue did not answer.
    case catalogueUnavailable
}
