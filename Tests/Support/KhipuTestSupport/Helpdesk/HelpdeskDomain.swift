import Foundation
import Khipu

/// A helpdesk written as an outside package would write it: see `HelpdeskMessage`.
package enum HelpdeskDomain {
    package static let ana: AgentID = "ana"
    package static let paymentTicket = Ticket(
        id: TicketID(rawValue: UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!), title: "支付失败 😢",
        openedAt: Date(timeIntervalSince1970: 1_718_528_400), slaHours: 4)

    package static var definition: AppDomainDefinition<HelpdeskMessage, ReducedState<HelpdeskState>> {
        AppDomainDefinition(
            name: "helpdesk",
            summary: "A helpdesk: tickets in every language, assigned to agents, and saved views.",
            exposedTypes: [Ticket.self, HelpdeskState.self],
            initialState: { HelpdeskState() },
            middlewares: [],
            dependencies: (),
            mapping: ActionMapping(action: { if case .helpdesk(let action) = $0 { action } else { nil } }, message: { .helpdesk($0) }),
            documentation: documentation
        )
    }

    /// Rows in Chinese, Arabic and with an emoji, for describe's table.
    static let documentation = DomainDocumentation<HelpdeskMessage> {
        DocumentationTable(fixtures: [], rows: [
            .row("Saves the view of Ana's tickets.", .helpdesk(.save(view: "安娜的工单", .assignee(ana)))),
            .row("Saves the view of the unassigned tickets.", .helpdesk(.save(view: "غير مسندة", .assignee(nil)))),
            .row("Saves the urgent view.", .helpdesk(.save(view: "🔥 urgent", .priority(.urgent)))),
        ])
    }
}
