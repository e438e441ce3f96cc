import Foundation
import Khipu

/// A helpdesk written the reducer way, as a team outside the project would, for the tests of
/// the step rule attached: a clerk that answers at once, a chat gateway that answers
/// 100–300 ms later on the live clock, an SLA timer that escalates a ticket left open, and
/// an hourly digest that runs for as long as tickets are open.
enum HelpdeskDomain {
    static let sla: Duration = .seconds(2)
    static let digestEvery: Duration = .seconds(3600)

    static var definition: AppDomainDefinition<HelpdeskMessage, ReducedState<HelpdeskState>> {
        AppDomainDefinition(
            name: "helpdesk",
            summary: "Tickets answered by a clerk at once, by a chat gateway later, escalated when left open.",
            exposedTypes: [HelpdeskState.self, Ticket.self],
            initialState: { HelpdeskState(tickets: []) },
            middlewares: [clerk, gateway, slaTimer, digest],
            dependencies: (),
            mapping: ActionMapping(action: { if case .helpdesk(let action) = $0 { action } else { nil } }, message: { .helpdesk($0) })
        )
    }

    /// The latency of the chat gateway's answer to a ticket's question.
    static func gatewayLatency(ticket: Int) -> Duration {
        .milliseconds(100 * (ticket % 3 + 1))
    }

    static let clerk: Middleware<HelpdeskState, HelpdeskAction, Void> = { _, action, _ in
        switch action {
        case .open(let ticket, _): .acknowledged(ticket: ticket)
        case .close(let ticket): .closed(ticket: ticket)
        default: nil
        }
    }

    static let gateway: Middleware<HelpdeskState, HelpdeskAction, Void> = { _, action, _ in
        guard case .ask(let ticket, let question) = action else { return nil }
        await KhipuEnvironment.current.sleep(for: gatewayLatency(ticket: ticket))
        return .replied(ticket: ticket, answer: "re: " + question)
    }

    static let slaTimer: Middleware<HelpdeskState, HelpdeskAction, Void> = { _, action, _ in
        switch action {
        case .open(let ticket, _):
            guard await KhipuEnvironment.current.sleep(for: sla, timer: "sla-\(ticket)") else { return nil }
            guard HelpdeskState.current?.ticket(ticket)?.isOpen == true else { return nil }
            return .escalated(ticket: ticket)
        case .close(let ticket):
            KhipuEnvironment.current.cancelTimer("sla-\(ticket)")
            return nil
        default:
            return nil
        }
    }

    /// Starts with the first ticket and ticks every hour from then on.
    static let digest: Middleware<HelpdeskState, HelpdeskAction, Void> = { state, action, _ in
        switch action {
        case .open where state.tickets.count == 1, .digest:
            await KhipuEnvironment.current.sleep(for: digestEvery)
            return .digest(open: HelpdeskState.current?.tickets.filter(\.isOpen).count ?? 0)
        default:
            return nil
        }
    }
}
