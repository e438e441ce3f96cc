import Foundation
import Khipu
import KhipuTesting

/// A domain hosted as the `khipu` tool hosts it: a `DomainHost` over an in-memory store, in
/// an environment of its own (fixed unless given), with the definition's text receivers
/// showing into `shown` after any `receivers` of the test's.
package final class HostedDomain<Message: Codable & Equatable, State: Codable & Equatable & Alterable>: Sendable {
    package let environment: KhipuEnvironment
    package let host: DomainHost<Message, State>
    package let shown = ShownText()

    package init(
        _ definition: AppDomainDefinition<Message, State>,
        initial: State? = nil,
        receivers: [Input<Message>] = [],
        environment: KhipuEnvironment = .fixed()
    ) {
        self.environment = environment
        let shown = shown
        let start: () -> State = initial.map { state in { state } } ?? definition.initialState
        let (handle, textReceivers) = KhipuEnvironment.$current.withValue(environment) {
            let handle = createInMemoryStoreHandle(initial: start)
            return (handle, definition.textReceivers(handle.store, shown.append))
        }
        host = DomainHost(definition: definition, storeHandle: handle, receivers: receivers + textReceivers, environment: environment)
    }

    package var state: State { host.state }

    /// Sends `message` and returns what the domain answered while it was processed.
    @discardableResult
    package func send(_ message: Message) throws -> [Message] {
        try host.send(message)
        return host.takeOutputs()
    }

    /// Sends `message`, waits until the work it started is done or waits for the clock, as
    /// a script does, and returns everything the domain answered.
    @discardableResult
    package func sendWhenQuiet(_ message: Message) async throws -> [Message] {
        try host.send(message)
        _ = await environment.waitUntilQuietInTest()
        return host.takeOutputs()
    }

    /// Moves the clock on as `:clock advance` does and returns what the domain answered
    /// once it was quiet.
    package func advanceClock(by duration: Duration) async -> [Message] {
        environment.advanceClock(by: duration)
        _ = await environment.waitUntilQuietInTest()
        return host.takeOutputs()
    }
}
