import KhipuDSL

@DSL
enum HelpdeskMessage: Codable, Equatable, Sendable {
    case helpdesk(HelpdeskAction)
}

@DSL
enum HelpdeskAction: Codable, Equatable, Sendable {
    /// A customer opens a ticket; the clerk acknowledges it at once.
    case open(ticket: Int, subject: String)
    case acknowledged(ticket: Int)
    /// A question on a ticket; the chat gateway replies later.
    case ask(ticket: Int, question: String)
    case replied(ticket: Int, answer: String)
    /// The clerk closes the ticket at once; its SLA timer stops.
    case close(ticket: Int)
    case closed(ticket: Int)
    /// A ticket open past its SLA.
    case escalated(ticket: Int)
    /// The hourly digest: how many tickets are open.
    case digest(open: Int)
}
