import Khipu
import KhipuDSL

@DSL
struct HelpdeskState: Codable, Equatable, Sendable {
    let tickets: [Ticket]

    func ticket(_ number: Int) -> Ticket? {
        tickets.first { $0.number == number }
    }

    func updating(_ number: Int, _ change: (Ticket) -> Ticket) -> HelpdeskState {
        HelpdeskState(tickets: tickets.map { $0.number == number ? change($0) : $0 })
    }
}

@DSL
struct Ticket: Codable, Equatable, Sendable {
    let number: Int
    let subject: String
    let isOpen: Bool
    let replies: Int
    let escalated: Bool
}

extension HelpdeskState: Reducible {
    static let reducer: Reducer<HelpdeskState, HelpdeskAction> = { state, action in
        switch action {
        case .open(let number, let subject):
            guard state.ticket(number) == nil else { return state }
            return HelpdeskState(tickets: state.tickets + [Ticket(number: number, subject: subject, isOpen: true, replies: 0, escalated: false)])
        case .replied(let number, _):
            return state.updating(number) { Ticket(number: $0.number, subject: $0.subject, isOpen: $0.isOpen, replies: $0.replies + 1, escalated: $0.escalated) }
        case .close(let number):
            return state.updating(number) { Ticket(number: $0.number, subject: $0.subject, isOpen: false, replies: $0.replies, escalated: $0.escalated) }
        case .escalated(let number):
            return state.updating(number) { Ticket(number: $0.number, subject: $0.subject, isOpen: $0.isOpen, replies: $0.replies, escalated: true) }
        case .acknowledged, .ask, .closed, .digest:
            return state
        }
    }
}
