import Foundation
import KhipuDSL

/// The tag of an agent's id.
package enum Agent {}

/// Ids as swift-tagged's users write them.
package typealias AgentID = Tagged<Agent, String>
package typealias TicketID = Tagged<Ticket, UUID>

/// What goes into and comes out of the helpdesk: a domain written outside Khipu's
/// examples, with aliases, `Data`, Optional payloads, wide text and defaulted arguments.
@DSL
package enum HelpdeskMessage: Codable, Equatable, Sendable {
    case helpdesk(HelpdeskAction)
}

@DSL
package enum HelpdeskAction: Codable, Equatable, Sendable {
    /// Opens a ticket.
    case open(Ticket)
    /// Gives a ticket to an agent, or to no one.
    case assign(TicketID, to: AgentID?)
    /// Saves a view of the tickets under a name.
    case save(view: String, Filter)
    /// Why the desk refused a request.
    case refused(Refusal)
}

/// A saved view's filter.
@DSL
package indirect enum Filter: Codable, Equatable, Sendable {
    /// The tickets of an agent, or the unassigned ones.
    case assignee(AgentID?)
    case priority(Priority)
    case both(Filter, Filter)
}

/// Why a request was refused.
@DSL
package enum Refusal: Codable, Equatable, Sendable {
    /// No ticket has that id.
    case unknownTicket(TicketID)
    /// The ticket is closed.
    case closed(reason: String)
}

@DSL
package enum Priority: Codable, Equatable, Sendable {
    case low, normal, urgent
}

/// A customer's ticket.
@DSL
package struct Ticket: Codable, Equatable, Sendable {
    package let id: TicketID
    /// What the customer wrote, in their language.
    package let title: String
    package let priority: Priority
    package let openedAt: Date
    /// Hours until the answer is late.
    package let slaHours: Double
    /// A screenshot.
    package let thumbnail: Data?
    package let assignee: AgentID?

    /// A new ticket; normal priority, no screenshot, no one assigned unless told.
    package init(
        id: TicketID, title: String, priority: Priority = .normal, openedAt: Date, slaHours: Double,
        thumbnail: Data? = nil, assignee: AgentID? = nil
    ) {
        self.id = id
        self.title = title
        self.priority = priority
        self.openedAt = openedAt
        self.slaHours = slaHours
        self.thumbnail = thumbnail
        self.assignee = assignee
    }
}
