import Foundation
import Khipu

/// The served domain, its clients and their token, and the `ClientConnection` each
/// connection gets: what `KhipuRemoteServer` puts behind its sockets, and what the frame
/// fuzzer (`khipu-fuzz-remote`) puts behind memory.
package struct RemoteEndpoint: Sendable {
    let domain: any ServedDomain
    let registry: ClientRegistry
    let configuration: RemoteConfiguration
    package let token: String

    /// Serves `host`, which must have been made from `tap.definition`; every message the
    /// domain processes is broadcast to the attached clients.
    package init<Message: SendableMetatype, State: SendableMetatype>(
        serving host: DomainHost<Message, State>, tap: RemoteTap<Message, State>, configuration: RemoteConfiguration
    ) {
        let domain = TypedServedDomain(host: host, tap: tap)
        let registry = ClientRegistry(notice: configuration.onNotice ?? { _ in })
        domain.observe(when: { [registry] in registry.hasClients }) { [registry] message in
            registry.broadcast(message)
        }
        self.domain = domain
        self.registry = registry
        self.configuration = configuration
        token = AccessToken.resolve(configuration.token, fromEnvironment: configuration.tokenFromEnvironment)
    }

    /// The logic of one connection, which writes to `output`; `whenAttached`: told when its
    /// `hello` was accepted (its deadline no longer matters).
    package func connection(writingTo output: any ConnectionOutput, whenAttached: @escaping @Sendable () -> Void = {}) -> ClientConnection {
        ClientConnection(domain: domain, registry: registry, configuration: configuration, token: token, output: output, whenAttached: whenAttached)
    }

    /// Returns once every request handed to a client's session was answered.
    package func requestsAnswered() async {
        await registry.allAnswered()
    }

    /// Stops broadcasting to clients.
    package func stopObserving() {
        domain.observe(when: { false }, nil)
    }
}
