import Khipu
import KhipuDSL

/// The desk's tickets and saved views, as a pure reducer keeps them.
@DSL
package struct HelpdeskState: Codable, Equatable, Sendable {
    package let tickets: [Ticket]
    package let views: [SavedView]

    package init(tickets: [Ticket] = [], views: [SavedView] = []) {
        self.tickets = tickets
        self.views = views
    }
}

/// A filter saved under a name.
@DSL
package struct SavedView: Codable, Equatable, Sendable {
    package let name: String
    package let filter: Filter
}

extension HelpdeskState: Reducible {
    package static let reducer: Reducer<HelpdeskState, HelpdeskAction> = { state, action in
        switch action {
        case .open(let ticket):
            return HelpdeskState(tickets: state.tickets + [ticket], views: state.views)
        case .assign(let id, let agent):
            let tickets = state.tickets.map { ticket in
                guard ticket.id == id else { return ticket }
                return Ticket(
                    id: ticket.id, title: ticket.title, priority: ticket.priority, openedAt: ticket.openedAt,
                    slaHours: ticket.slaHours, thumbnail: ticket.thumbnail, assignee: agent)
            }
            return HelpdeskState(tickets: tickets, views: state.views)
        case .save(let name, let filter):
            return HelpdeskState(tickets: state.tickets, views: state.views + [SavedView(name: name, filter: filter)])
        case .refused:
            return state
        }
    }
}
