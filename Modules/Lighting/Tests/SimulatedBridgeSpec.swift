import Khipu
import Lighting
import Testing

@Suite("SimulatedBridge")
struct SimulatedBridgeSpec {
    @Test("SimulatedBridge, new, knows the seed's one light")
    func defaultLights() async throws {
        let lights = try await SimulatedBridge().bridge.lights()
        #expect(lights == [deskLamp])
    }

    @Test("SimulatedBridge, change, applies to the light and remembers it")
    func change() async throws {
        let bridge = SimulatedBridge(lights: [deskLamp, porch]).bridge
        let on = try await bridge.change(.turn(.on), 2)
        #expect(on == porch.alter(.turn(.on)))
        #expect(try await bridge.lights() == [deskLamp, on])
    }

    @Test("SimulatedBridge, change all, applies to every light")
    func changeAll() async throws {
        let bridge = SimulatedBridge(lights: [deskLamp, porch]).bridge
        let lights = try await bridge.changeAll(.dim(to: 20))
        #expect(lights.map(\.brightness) == [20, 20])
        #expect(try await bridge.lights() == lights)
    }

    @Test("SimulatedBridge, unknown light, fails and changes nothing")
    func unknownLight() async throws {
        let bridge = SimulatedBridge().bridge
        await #expect(throws: Reason.unknownLight) { try await bridge.change(.turn(.on), 9) }
        #expect(try await bridge.lights() == [deskLamp])
    }

    @Test("SimulatedBridge, in a mode, fails every call with its reason", arguments: [("failing", Reason.refused), ("offline", .unreachable)])
    func modes(mode: String, reason: Reason) async throws {
        let environment = KhipuEnvironment.fixed()
        environment.setGatewayMode(mode, of: "bridge")
        let bridge = SimulatedBridge().bridge
        await KhipuEnvironment.$current.withValue(environment) {
            await #expect(throws: reason) { try await bridge.lights() }
            await #expect(throws: reason) { try await bridge.change(.turn(.on), 1) }
            await #expect(throws: reason) { try await bridge.changeAll(.turn(.on)) }
        }
        #expect(try await bridge.lights() == [deskLamp])
    }

    @Test("SimulatedBridge, gateway, names its modes with working first")
    func gateway() {
        #expect(SimulatedBridge.gateway.name == "bridge")
        #expect(SimulatedBridge.gateway.modes.map(\.name) == ["working", "failing", "offline"])
    }
}
