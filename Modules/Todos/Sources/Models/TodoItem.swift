import Foundation
import Khipu
import KhipuDSL

/// A thing to do: a title, optional details, whether it is finished, when it is due and
/// where it happens. Change it only through `alter`, e.g.
/// `coffee.alter(.title(to: "Get coffee, ASAP"), .finish)`.
@DSL
public struct TodoItem: Identifiable, Alterable, Codable, Equatable, Sendable, DSLConstructible {
    /// Whether a todo item is done.
    @DSL
    public enum State: Codable, Equatable, Sendable {
        /// Still to be done; every new item starts here.
        case unfinished
        /// Done.
        case finished
    }

    /// The changes a todo item understands; each one also stamps `changed` with the current time.
    @DSL
    public enum Change: Codable, Equatable, Sendable {
        /// Replaces the title, e.g. `.title(to: "Get coffee, ASAP")`.
        case title(to: String)
        /// Replaces the details, the longer free text under the title.
        case details(to: String)
        /// Sets when the item is due: `.unknown`, a date or a time span.
        case due(to: TodoDate)
        /// Sets where the item happens: `.unknown`, an address, a coordinate or directions.
        case location(to: Location)
        /// Marks the item as finished.
        case finish
        /// Marks the item as not finished again.
        case unfinish
    }

    /// Identifies the item across all its changes.
    public let id: UUID
    /// What to do, in a few words.
    public let title: String
    /// More about what to do; empty for a new item.
    public let details: String
    /// Whether the item is finished.
    public let state: State
    /// When the item is due; unknown for a new item.
    public let due: TodoDate
    /// Where the item happens; unknown for a new item.
    public let location: Location
    /// When the item was created.
    public let created: Date
    /// When the item was last changed; its creation time until the first change.
    public let changed: Date

    /// A new, unfinished item with the given title, no details, no due date and no location.
    public init(title: String) {
        let now = KhipuEnvironment.current.now()
        self.init(KhipuEnvironment.current.newID(), title, "", .unfinished, .unknown, .unknown, now, now)
    }

    private init(_ i: UUID, _ t: String, _ ds: String, _ s: State, _ d: TodoDate, _ l: Location, _ cr: Date, _ cd: Date) {
        id = i; title = t; details = ds; state = s; due = d; location = l; created = cr; changed = cd
    }

    /// A copy with the changes applied in order, each stamping `changed`.
    public func alter(_ c: Change...) -> Self { c.reduce(self) { $0.alter($1) } }

    private func alter(_ c: Change) -> Self {
        let now = KhipuEnvironment.current.now()
        switch c {
        case let .title(to: t):    return Self(id, t,     details, state,       due, location, created, now)
        case let .details(to: d):  return Self(id, title, d,       state,       due, location, created, now)
        case let .due(to: d):      return Self(id, title, details, state,       d,   location, created, now)
        case let .location(to: l): return Self(id, title, details, state,       due, l,        created, now)
        case .finish:              return Self(id, title, details, .finished,   due, location, created, now)
        case .unfinish:            return Self(id, title, details, .unfinished, due, location, created, now)
        }
    }
}
