/// A simulated gateway of a domain (a light bridge, a chat service) and the modes it can
/// be put in from a script or a session with `:gateway NAME MODE`.
///
/// The gateway reads its mode when it is called, from
/// `KhipuEnvironment.current.gatewayMode(of: name)`; nil means the first of `modes`.
/// By convention the first mode is `working` and a mode named `failing` makes every call
/// fail, so that `describe --check` can run both columns of a documentation table.
public struct GatewayDescription: Sendable {
    public let name: String
    public let summary: String
    /// Each mode with one line saying what it does; the first is the default.
    public let modes: [(name: String, summary: String)]

    public init(name: String, summary: String, modes: [(name: String, summary: String)]) {
        self.name = name
        self.summary = summary
        self.modes = modes
    }
}
