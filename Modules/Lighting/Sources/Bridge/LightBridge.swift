/// The smart-light bridge as the domain calls it: an asynchronous API whose every call
/// may fail with a `Reason`. `SimulatedBridge` provides one that lives in memory.
public struct LightBridge: Sendable {
    /// Every light the bridge knows, in its order.
    public let lights: @Sendable () async throws(Reason) -> [Light]
    /// Applies a change to the light with this id and reports the light as it is now.
    public let change: @Sendable (_ change: Light.Change, _ id: Int) async throws(Reason) -> Light
    /// Applies a change to every light and reports them as they are now.
    public let changeAll: @Sendable (_ change: Light.Change) async throws(Reason) -> [Light]

    public init(
        lights: @escaping @Sendable () async throws(Reason) -> [Light],
        change: @escaping @Sendable (_ change: Light.Change, _ id: Int) async throws(Reason) -> Light,
        changeAll: @escaping @Sendable (_ change: Light.Change) async throws(Reason) -> [Light]
    ) {
        self.lights = lights
        self.change = change
        self.changeAll = changeAll
    }
}
