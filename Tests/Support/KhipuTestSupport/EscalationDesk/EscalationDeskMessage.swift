import KhipuDSL

/// What goes into and comes out of the escalationDesk test domain.
@DSL
package enum EscalationDeskMessage: Codable, Equatable, Sendable {
    case escalationDesk(EscalationDeskAction)
}

/// The escalationDesk's actions: a ticket opened is escalated when its 4-hour SLA passes unsolved,
/// and while tickets are open a digest counts them every hour, for ever.
@DSL
package enum EscalationDeskAction: Codable, Equatable, Sendable {
    /// Opens a ticket; its SLA timer escalates it 4 hours later unless it is solved.
    case open(ticket: String)
    /// Solves a ticket; its SLA timer is cancelled.
    case solve(ticket: String)
    /// The ticket's SLA passed unsolved.
    case escalate(ticket: String)
    /// The hourly count of the tickets open and of those escalated.
    case digest(open: Int, escalated: Int)
    /// Asks the clerk who takes a ticket; the clerk middleware answers at once.
    case assign(ticket: String)
    /// The clerk who takes the ticket.
    case assigned(ticket: String, clerk: String)
}
