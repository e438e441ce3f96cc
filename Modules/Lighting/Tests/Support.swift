import Foundation
@_exported import KhipuTesting
import Khipu
import Lighting

let deskLamp = Light(id: 1, name: "Desk lamp")
let porch = Light(id: 2, name: "Porch")

/// A lighting domain on a fresh simulated bridge, run by a `DomainHost` in its own fixed
/// environment with the bridge in `mode` (nil: working).
func makeHost(lights: [Light] = SimulatedBridge.defaultLights, mode: String? = nil) -> (DomainHost<Message, AppState>, KhipuEnvironment) {
    let environment = KhipuEnvironment.fixed()
    if let mode { environment.setGatewayMode(mode, of: "bridge") }
    let definition = LightingDomain.definition(bridge: { SimulatedBridge(lights: lights).bridge })
    return (DomainHost(definition: definition, environment: environment), environment)
}

/// Sends `message`, waits until the bridge answered and returns what the domain emitted.
func send(_ message: Message, to host: DomainHost<Message, AppState>, in environment: KhipuEnvironment) async throws -> [Message] {
    try host.send(message)
    _ = await environment.waitUntilQuiet()
    return host.takeOutputs()
}
