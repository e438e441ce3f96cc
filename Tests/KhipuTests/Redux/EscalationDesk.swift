import Foundation
import Khipu
import KhipuTestSupport

/// The escalationDesk on a fixed clock at 09:00, hosted as the tool hosts it.
struct EscalationDesk {
    let environment = KhipuEnvironment.fixed()
    let host: DomainHost<EscalationDeskMessage, ReducedState<EscalationDeskState>>

    init() {
        host = DomainHost(definition: EscalationDeskDomain.definition, environment: environment)
    }

    /// Sends each action and waits until its step ends; returns what came out.
    func send(_ actions: EscalationDeskAction...) async throws -> [EscalationDeskMessage] {
        for action in actions {
            try host.send(.escalationDesk(action))
            guard await environment.waitUntilQuietInTest() else { throw Hang() }
        }
        return host.takeOutputs()
    }

    /// Moves the clock on and returns what came out on the way.
    func advance(_ duration: Duration) async throws -> [EscalationDeskMessage] {
        try await environment.stepClock(by: duration, quietTimeout: KhipuEnvironment.testQuietTimeout)
        return host.takeOutputs()
    }

    var state: EscalationDeskState { host.state.state }

    /// A bounded wait that was reached: the work hangs.
    struct Hang: Error {}
}
