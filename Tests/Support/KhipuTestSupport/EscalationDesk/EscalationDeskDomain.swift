import Khipu

/// A reducer domain with a clerk who answers at once, timers that come due at the same instant and one that ticks for
/// ever: each ticket's 4-hour SLA timer, and an hourly digest that runs while tickets are
/// open. Two tickets opened with the first at 09:00 are escalated at 13:00, when the
/// digest counts too: it counts them only if it sees the state their escalations made.
package enum EscalationDeskDomain {
    package static let sla: Duration = .seconds(4 * 3600)
    package static let digestEvery: Duration = .seconds(3600)

    package static var definition: AppDomainDefinition<EscalationDeskMessage, ReducedState<EscalationDeskState>> {
        AppDomainDefinition(
            name: "escalationDesk",
            summary: "A escalationDesk: tickets escalated 4 hours after they open unless solved, and an hourly digest while any is open.",
            exposedTypes: [EscalationDeskState.self],
            initialState: { EscalationDeskState(open: [], escalated: []) },
            middlewares: [clerkMiddleware, slaMiddleware, digestMiddleware],
            dependencies: (),
            mapping: ActionMapping(action: { if case .escalationDesk(let action) = $0 { action } else { nil } }, message: { .escalationDesk($0) })
        )
    }

    /// Answers at once, without waiting on the clock.
    static let clerkMiddleware: Middleware<EscalationDeskState, EscalationDeskAction, Void> = { _, action, _ in
        guard case .assign(let ticket) = action else { return nil }
        return .assigned(ticket: ticket, clerk: "Ana")
    }

    static let slaMiddleware: Middleware<EscalationDeskState, EscalationDeskAction, Void> = { _, action, _ in
        switch action {
        case .open(let ticket):
            guard await KhipuEnvironment.current.sleep(for: sla, timer: "sla-\(ticket)"),
                  EscalationDeskState.current?.open.contains(ticket) == true else { return nil }
            return .escalate(ticket: ticket)
        case .solve(let ticket):
            KhipuEnvironment.current.cancelTimer("sla-\(ticket)")
            return nil
        case .escalate, .digest, .assign, .assigned:
            return nil
        }
    }

    /// The first ticket opened starts the digest; each digest waits for the next while
    /// tickets are open.
    static let digestMiddleware: Middleware<EscalationDeskState, EscalationDeskAction, Void> = { state, action, _ in
        switch action {
        case .open where state.open.count == 1, .digest where !state.open.isEmpty:
            guard await KhipuEnvironment.current.sleep(for: digestEvery, timer: "digest"),
                  let now = EscalationDeskState.current, !now.open.isEmpty else { return nil }
            return .digest(open: now.open.count, escalated: now.escalated.count)
        case .open, .solve, .escalate, .digest, .assign, .assigned:
            return nil
        }
    }
}
