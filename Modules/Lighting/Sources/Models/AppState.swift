import Khipu
import KhipuDSL

/// Everything the lighting app keeps: the lights as the bridge last reported them.
/// Change it only through `alter`, e.g. `state.alter(.update(l))`.
@DSL
public struct AppState: Alterable, Codable, Equatable, Sendable, DSLConstructible {
    /// The changes the app state understands.
    @DSL
    public enum Change: Codable, Equatable, Sendable {
        /// Replaces a whole part of the state, e.g. `.setting(.lights([l]))` after loading.
        case setting(Setting)
        /// Puts a light the bridge reported into the state: it replaces the light with the
        /// same id, or is appended when there is none.
        case update(Light)

        /// The parts of the app state that can be replaced as a whole.
        @DSL
        public enum Setting: Codable, Equatable, Sendable {
            /// Replaces all lights.
            case lights([Light])
        }
    }

    /// The lights, in the order the bridge reported them.
    public let lights: [Light]

    /// A state that knows no lights yet.
    public init() { self.init([]) }

    private init(_ ls: [Light]) { lights = ls }

    /// A copy with the changes applied in order.
    public func alter(_ c: Change...) -> Self { c.reduce(self) { $0.alter($1) } }

    private func alter(_ c: Change) -> Self {
        switch c {
        case let .setting(.lights(ls)):
            return Self(ls)
        case let .update(l) where lights.contains { $0.id == l.id }:
            return Self(lights.map { $0.id == l.id ? l : $0 })
        case let .update(l):
            return Self(lights + [l])
        }
    }
}
