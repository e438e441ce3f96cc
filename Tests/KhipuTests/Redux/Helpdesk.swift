import Foundation
import Khipu
import KhipuTestSupport

/// The helpdesk on a fixed clock at 09:00, hosted as the tool hosts it.
struct Helpdesk {
    let environment = KhipuEnvironment.fixed()
    let host: DomainHost<HelpdeskMessage, ReducedState<HelpdeskState>>

    init() {
        host = DomainHost(definition: HelpdeskDomain.definition, environment: environment)
    }

    /// Sends each action and waits until its step ends; returns what came out.
    func send(_ actions: HelpdeskAction...) async throws -> [HelpdeskMessage] {
        for action in actions {
            try host.send(.helpdesk(action))
            guard await environment.waitUntilQuietInTest() else { throw Hang() }
        }
        return host.takeOutputs()
    }

    /// Moves the clock on and returns what came out on the way.
    func advance(_ duration: Duration) async throws -> [HelpdeskMessage] {
        try await environment.stepClock(by: duration, quietTimeout: KhipuEnvironment.testQuietTimeout)
        return host.takeOutputs()
    }

    var state: HelpdeskState { host.state.state }

    /// A bounded wait that was reached: the work hangs.
    struct Hang: Error {}
}
