import KhipuDSL
import Khipu

/// A smart light as the bridge reports it: its id on the bridge, its name, whether it is
/// on, how bright it is and its colour. Change it only through `alter`, e.g.
/// `l.alter(.turn(.on), .dim(to: 40))`.
@DSL
public struct Light: Identifiable, Alterable, Codable, Equatable, Sendable, DSLConstructible {
    /// The changes a light understands; the commands of the domain ask the bridge for them.
    @DSL
    public enum Change: Codable, Equatable, Sendable {
        /// Switches the light on or off, e.g. `.turn(.on)`.
        case turn(Switch)
        /// Sets the brightness in percent, e.g. `.dim(to: 40)`; a value outside 0…100 is clamped.
        case dim(to: Int)
        /// Sets the colour, e.g. `.colour(to: .red)`.
        case colour(to: Colour)
    }

    /// The number the bridge knows the light by.
    public let id: Int
    /// The name the light was given on the bridge, e.g. "Desk lamp".
    public let name: String
    /// Whether the light is on.
    public let isOn: Bool
    /// How bright the light shines when it is on, in percent: 0…100.
    public let brightness: Int
    /// The colour the light shines in.
    public let colour: Colour

    /// A light as a bridge reports a new one: off, at full brightness, white.
    public init(id: Int, name: String) {
        self.init(id, name, false, 100, .white)
    }

    private init(_ i: Int, _ n: String, _ o: Bool, _ b: Int, _ c: Colour) {
        id = i; name = n; isOn = o; brightness = b; colour = c
    }

    /// A copy with the changes applied in order.
    public func alter(_ c: Change...) -> Self { c.reduce(self) { $0.alter($1) } }

    private func alter(_ c: Change) -> Self {
        switch c {
        case .turn(.on):         return Self(id, name, true,  brightness,             colour)
        case .turn(.off):        return Self(id, name, false, brightness,             colour)
        case let .dim(to: b):    return Self(id, name, isOn,  min(max(b, 0), 100),    colour)
        case let .colour(to: c): return Self(id, name, isOn,  brightness,             c)
        }
    }
}
