import Khipu

/// A reducer domain with a clerk who answers at once, timers that come due at the same instant and one that ticks for
/// ever: each ticket's 4-hour SLA timer, and an hourly digest that runs while tickets are
/// open. Two tickets opened with the first at 09:00 are escalated at 13:00, when the
/// digest counts too: it counts them only if it sees the state their escalations made.
package enum HelpdeskDomain {
    package static let sla: Duration = .seconds(4 * 3600)
    package static let digestEvery: Duration = .seconds(3600)

    package static var definition: AppDomainDefinition<HelpdeskMessage, ReducedState<HelpdeskState>> {
        AppDomainDefinition(
            name: "helpdesk",
            summary: "A helpdesk: tickets escalated 4 hours after they open unless solved, and an hourly digest while any is open.",
            exposedTypes: [HelpdeskState.self],
            initialState: { HelpdeskState(open: [], escalated: []) },
            middlewares: [clerkMiddleware, slaMiddleware, digestMiddleware],
            dependencies: (),
            mapping: ActionMapping(action: { if case .helpdesk(let action) = $0 { action } else { nil } }, message: { .helpdesk($0) })
        )
    }

    /// Answers at once, without waiting on the clock.
    static let clerkMiddleware: Middleware<HelpdeskState, HelpdeskAction, Void> = { _, action, _ in
        guard case .assign(let ticket) = action else { return nil }
        return .assigned(ticket: ticket, clerk: "Ana")
    }

    static let slaMiddleware: Middleware<HelpdeskState, HelpdeskAction, Void> = { _, action, _ in
        switch action {
        case .open(let ticket):
            guard await KhipuEnvironment.current.sleep(for: sla, timer: "sla-\(ticket)"),
                  HelpdeskState.current?.open.contains(ticket) == true else { return nil }
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
    static let digestMiddleware: Middleware<HelpdeskState, HelpdeskAction, Void> = { state, action, _ in
        switch action {
        case .open where state.open.count == 1, .digest where !state.open.isEmpty:
            guard await KhipuEnvironment.current.sleep(for: digestEvery, timer: "digest"),
                  let now = HelpdeskState.current, !now.open.isEmpty else { return nil }
            return .digest(open: now.open.count, escalated: now.escalated.count)
        case .open, .solve, .escalate, .digest, .assign, .assigned:
            return nil
        }
    }
}
