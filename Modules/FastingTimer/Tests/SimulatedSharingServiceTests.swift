import FastingTimer
import Foundation
import Khipu
import Testing

@Suite("SimulatedSharingService")
struct SimulatedSharingServiceTests {
    @Test(
        "SimulatedSharingService, gateway mode, decides the answer",
        arguments: [
            (String?.none, SharingError?.none),
            ("working", nil),
            ("failing", .rejected),
            ("offline", .offline),
            ("sideways", .unknownMode("sideways")),
        ]
    )
    func modes(mode: String?, expected: SharingError?) async {
        let environment = KhipuEnvironment.fixed()
        if let mode { environment.setGatewayMode(mode, of: "sharing") }
        let failure = await KhipuEnvironment.$current.withValue(environment) { () async -> SharingError? in
            do throws(SharingError) {
                try await SimulatedSharingService(latency: .zero).share(start: fixedNow, end: nil)
                return nil
            } catch {
                return error
            }
        }
        #expect(failure == expected)
    }

    @Test("SimulatedSharingService, gateway, is named sharing with working first, then failing and offline")
    func gatewayDescription() {
        let gateway = SimulatedSharingService.gateway
        #expect(gateway.name == "sharing")
        #expect(gateway.modes.map(\.name) == ["working", "failing", "offline"])
        #expect(gateway.modes.allSatisfy { !$0.summary.isEmpty })
    }

    @Test("SharingError, description, says what happened", arguments: [SharingError.rejected, .offline, .unknownMode("sideways")])
    func errorDescriptions(error: SharingError) {
        #expect(error.description.contains("sharing"))
    }
}
