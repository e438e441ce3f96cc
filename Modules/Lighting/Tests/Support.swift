import Foundation
import Khipu
import Lighting

/// Runs `body` with a stopped clock and sequential ids.
func withFixedEnvironment<T>(_ body: () throws -> T) rethrows -> T {
    try KhipuEnvironment.$current.withValue(.fixed(), operation: body)
}

let deskLamp = Light(id: 1, name: "Desk lamp")
let porch = Light(id: 2, name: "Porch")

/// The names of the Light properties that differ between two lights.
func differingProperties(_ a: Light, _ b: Light) -> Set<String> {
    var names: Set<String> = []
    if a.id != b.id { names.insert("id") }
    if a.name != b.name { names.insert("name") }
    if a.isOn != b.isOn { names.insert("isOn") }
    if a.brightness != b.brightness { names.insert("brightness") }
    if a.colour != b.colour { names.insert("colour") }
    return names
}

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

/// Collects responses from whichever thread a use case answers on.
final class ResponseRecorder<Response>: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [Response] = []

    func record(_ response: Response) {
        lock.withLock { recorded.append(response) }
    }

    var responses: [Response] { lock.withLock { recorded } }
}
