import Khipu
import KhipuDSL

/// Everything the Pendulums app keeps: its lab. Change it only through `alter`, e.g.
/// `state.alter(.lab(.release))`.
@DSL
public struct AppState: Alterable, Codable, Equatable, Sendable, DSLConstructible {
    /// The changes the app state understands.
    @DSL
    public enum Change: Codable, Equatable, Sendable {
        /// Passes a change on to the lab, e.g. `.lab(.step(dt: 0.01))`.
        case lab(Lab.Change)
        /// Replaces a whole part of the state.
        case setting(Setting)

        /// The parts of the app state that can be replaced as a whole.
        @DSL
        public enum Setting: Codable, Equatable, Sendable {
            /// Replaces the lab.
            case lab(Lab)
        }
    }

    /// The lab.
    public let lab: Lab

    /// A state with an empty lab.
    public init() { self.init(Lab()) }

    private init(_ l: Lab) { lab = l }

    /// A copy with the changes applied in order.
    public func alter(_ c: Change...) -> Self { c.reduce(self) { $0.alter($1) } }

    private func alter(_ c: Change) -> Self {
        switch c {
        case let .lab(change):         return Self(lab.alter(change))
        case let .setting(.lab(lab)):  return Self(lab)
        }
    }
}
