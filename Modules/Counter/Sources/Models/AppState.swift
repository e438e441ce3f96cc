import Khipu
import KhipuDSL

/// Everything the counter app keeps: one counter. Change it only through `alter`, e.g.
/// `state.alter(.counter(.increment))`.
@DSL
public struct AppState: Alterable, Codable, Equatable, Sendable, DSLConstructible {
    /// The changes the app state understands.
    @DSL
    public enum Change: Codable, Equatable, Sendable {
        /// Passes a change on to the counter, e.g. `.counter(.incrementBy(.value(5)))`; a change the counter rejects changes nothing.
        case counter(DeclarativeCounter.Change)
    }

    /// The counter.
    public let counter: DeclarativeCounter

    /// A state with a counter at zero.
    public init() { self.init(DeclarativeCounter()) }

    private init(_ c: DeclarativeCounter) { counter = c }

    public func alter(_ c: Change...) -> Self { c.reduce(self) { $0.alter($1) } }

    private func alter(_ c: Change) -> Self {
        switch c {
        case let .counter(change): Self(counter.alter(change))
        }
    }
}
