import Khipu

/// The world the domain runs in, which `:clock`, `:gateway` and `:skip` move: its clock,
/// simulated gateways and the work waiting on the clock.
protocol SimulatedWorld: AnyObject {
    var environment: KhipuEnvironment { get }
    /// How long a clock move waits for the domain to be quiet.
    var quietTimeout: Duration { get }
}
