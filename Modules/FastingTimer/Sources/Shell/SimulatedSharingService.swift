import Foundation
import Khipu

/// Stands in for the article's CloudKit sharing: it answers `latency` later on the domain's
/// clock (2 s, as a real service takes a moment), and how it answers is the mode of the
/// `sharing` gateway in the current environment (`:gateway sharing failing`). While it
/// waits the domain is not busy: a script moves the clock on (`:clock advance 2s`) to
/// hear its answer.
public struct SimulatedSharingService: Sendable {
    public static let gateway = GatewayDescription(
        name: "sharing",
        summary: "shares a fast with friends (CloudKit in the article)",
        modes: [
            (name: "working", summary: "every share succeeds"),
            (name: "failing", summary: "the service refuses every share"),
            (name: "offline", summary: "the service cannot be reached"),
        ]
    )

    /// How long the service takes to answer.
    public let latency: Duration

    public init(latency: Duration = .seconds(2)) {
        self.latency = latency
    }

    public func share(start: Date, end: Date?) async throws(SharingError) {
        if latency > .zero { await KhipuEnvironment.current.sleep(for: latency) }
        switch KhipuEnvironment.current.gatewayMode(of: Self.gateway.name) ?? "working" {
        case "working": return
        case "failing": throw .rejected
        case "offline": throw .offline
        case let mode: throw .unknownMode(mode)
        }
    }
}
