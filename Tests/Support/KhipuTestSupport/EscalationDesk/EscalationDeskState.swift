import Khipu
import KhipuDSL

/// The escalationDesk's tickets, as a pure reducer keeps them.
@DSL
package struct EscalationDeskState: Codable, Equatable, Sendable, DSLConstructible {
    package let open: [String]
    package let escalated: [String]

    package init(open: [String], escalated: [String]) {
        self.open = open
        self.escalated = escalated
    }
}

extension EscalationDeskState: Reducible {
    package static let reducer: Reducer<EscalationDeskState, EscalationDeskAction> = { state, action in
        switch action {
        case .open(let ticket):
            guard !state.open.contains(ticket) else { return state }
            return EscalationDeskState(open: state.open + [ticket], escalated: state.escalated)
        case .solve(let ticket):
            return EscalationDeskState(open: state.open.filter { $0 != ticket }, escalated: state.escalated.filter { $0 != ticket })
        case .escalate(let ticket):
            guard state.open.contains(ticket), !state.escalated.contains(ticket) else { return state }
            return EscalationDeskState(open: state.open, escalated: state.escalated + [ticket])
        case .digest, .assign, .assigned:
            return state
        }
    }
}
