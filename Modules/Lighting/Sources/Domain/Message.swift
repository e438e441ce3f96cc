import KhipuDSL

/// The lighting app whose documentation table closes Manuel Meyer's article “A New Coding Paradigm: Declarative Domain Programming”: the lights
/// of a smart-light bridge, loaded, turned on or off one by one or all at once, dimmed
/// and coloured.
///
/// Every command goes to the bridge, an asynchronous gateway, and is answered with one
/// response that ends in `.succeeded` or `.failed(reason)`: `.load(.lights)` is answered
/// with `.loading(.lights([l]), .succeeded)`, or with `.loading(.lights([]), .failed(error))`
/// when the bridge fails. The state keeps the lights as the bridge last reported them.
///
/// The bridge is simulated in memory and knows one light, `Light(id: 1, name: "Desk lamp")`.
/// A script or a session puts it in a mode to reproduce every failure:
/// `:gateway bridge failing` refuses every call (`.failed(.refused)`),
/// `:gateway bridge offline` answers no call (`.failed(.unreachable)`) and
/// `:gateway bridge working` is the default.
@DSL
public enum Message: Codable, Equatable, Sendable {
    /// Asks the bridge for its lights and keeps them in the state; answered with `.loading`.
    case load(Load)
    /// Switches one light or all lights on or off, e.g. `.turn(.on, .light(l))`; answered with `.turning`.
    case turn(Switch, Target)
    /// Sets the brightness of one light or all lights in percent (0…100), e.g. `.dim(.light(l), to: 40)`; answered with `.dimming`.
    case dim(Target, to: Int)
    /// Sets the colour of one light or all lights, e.g. `.colour(.all, to: .blue)`; answered with `.colouring`.
    case colour(Target, to: Colour)
    /// The answer to `.load`: the lights the bridge reported (none when it failed) and how it went.
    case loading(Loading, Outcome)
    /// The answer to `.turn`, repeating the command, and how it went.
    case turning(Switch, Target, Outcome)
    /// The answer to `.dim`, repeating the command, and how it went.
    case dimming(Target, to: Int, Outcome)
    /// The answer to `.colour`, repeating the command, and how it went.
    case colouring(Target, to: Colour, Outcome)

    /// What `.load` loads.
    @DSL
    public enum Load: Codable, Equatable, Sendable {
        /// Every light the bridge knows.
        case lights
    }

    /// What `.loading` brought.
    @DSL
    public enum Loading: Codable, Equatable, Sendable {
        /// These lights, in the bridge's order.
        case lights([Light])
    }

    /// The lights a command is for.
    @DSL
    public enum Target: Codable, Equatable, Sendable {
        /// The light with this light's id.
        case light(Light)
        /// Every light the bridge knows.
        case all
    }

    /// How a command went.
    @DSL
    public enum Outcome: Codable, Equatable, Sendable {
        /// The bridge did what it was asked, and the state shows it.
        case succeeded
        /// Nothing changed, for this reason.
        case failed(Reason)
    }
}
