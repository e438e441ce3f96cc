import Foundation
import Khipu

/// Stands in for the seed's CloudKit sharing: it answers at once, and how it answers is
/// the mode of the `sharing` gateway in the current environment (`:gateway sharing failing`).
public struct SimulatedSharingService: Sendable {
    public static let gateway = GatewayDescription(
        name: "sharing",
        summary: "shares a fast with friends (the seed's CloudKit)",
        modes: [
            (name: "working", summary: "every share succeeds"),
            (name: "failing", summary: "the service refuses every share"),
            (name: "offline", summary: "the service cannot be reached"),
        ]
    )

    public init() {}

    public func share(start: Date, end: Date?) async throws(SharingError) {
        switch KhipuEnvironment.current.gatewayMode(of: Self.gateway.name) ?? "working" {
        case "working": return
        case "failing": throw .rejected
        case "offline": throw .offline
        case let mode: throw .unknownMode(mode)
        }
    }
}
