import Khipu

/// A bridge that lives in memory, for scripts, sessions and tests. It answers after a
/// suspension, as a network call would, and how it answers is the mode of the `bridge`
/// gateway in the current environment: `:gateway bridge failing` or `offline`.
public actor SimulatedBridge {
    public static let gateway = GatewayDescription(
        name: "bridge",
        summary: "the smart-light bridge, simulated in memory with the light Desk lamp (id 1)",
        modes: [
            (name: "working", summary: "every call succeeds"),
            (name: "failing", summary: "the bridge refuses every call: .failed(.refused)"),
            (name: "offline", summary: "the bridge answers no call: .failed(.unreachable)"),
        ]
    )

    /// The lights a new simulated bridge knows: the article table's one light `l`.
    public static let defaultLights = [Light(id: 1, name: "Desk lamp")]

    private var lights: [Light]

    public init(lights: [Light] = SimulatedBridge.defaultLights) {
        self.lights = lights
    }

    /// The bridge's API, calling this simulation.
    public nonisolated var bridge: LightBridge {
        LightBridge(
            lights: { () async throws(Reason) -> [Light] in try await self.allLights() },
            change: { (change, id) async throws(Reason) -> Light in try await self.apply(change, toLightWithID: id) },
            changeAll: { (change) async throws(Reason) -> [Light] in try await self.applyToAll(change) }
        )
    }

    func allLights() async throws(Reason) -> [Light] {
        try await answer()
        return lights
    }

    func apply(_ change: Light.Change, toLightWithID id: Int) async throws(Reason) -> Light {
        try await answer()
        guard let index = lights.firstIndex(where: { $0.id == id }) else { throw .unknownLight }
        lights[index] = lights[index].alter(change)
        return lights[index]
    }

    func applyToAll(_ change: Light.Change) async throws(Reason) -> [Light] {
        try await answer()
        lights = lights.map { $0.alter(change) }
        return lights
    }

    /// Suspends like a network call, then fails as the gateway's mode says.
    private func answer() async throws(Reason) {
        await Task.yield()
        switch KhipuEnvironment.current.gatewayMode(of: Self.gateway.name) ?? "working" {
        case "failing": throw .refused
        case "offline": throw .unreachable
        default: return
        }
    }
}
