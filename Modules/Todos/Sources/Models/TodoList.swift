import Foundation
import Khipu
import KhipuDSL

/// An ordered list of todo items. Change it only through `alter`, e.g.
/// `list.alter(.add(.item(coffee)))`.
@DSL
public struct TodoList: Identifiable, Alterable, Codable, Equatable, Sendable {
    /// The changes a todo list understands.
    @DSL
    public enum Change: Codable, Equatable, Sendable {
        /// Appends an item to the end of the list.
        case add(Add)
        /// Removes an item (found by its id); removing an item that is not in the list changes nothing.
        case remove(Remove)
        /// Replaces an item (found by its id) in place; updating an item that is not in the list changes nothing.
        case update(Update)

        /// What to add to a todo list.
        @DSL
        public enum Add: Codable, Equatable, Sendable {
            /// This item, e.g. `.add(.item(coffee))`.
            case item(TodoItem)
        }

        /// What to remove from a todo list.
        @DSL
        public enum Remove: Codable, Equatable, Sendable {
            /// The item with this item's id, e.g. `.remove(.item(coffee))`.
            case item(TodoItem)
        }

        /// What to update in a todo list.
        @DSL
        public enum Update: Codable, Equatable, Sendable {
            /// The item with this item's id, replaced by this item, e.g. `.update(.item(coffee.alter(.finish)))`.
            case item(TodoItem)
        }
    }

    /// Identifies the list.
    public let id: UUID
    /// The items, in the order they were added.
    public let items: [TodoItem]

    /// An empty list with a new id.
    public init() { self.init(KhipuEnvironment.current.newID(), []) }

    private init(_ i: UUID, _ its: [TodoItem]) {
        id = i; items = its
    }

    /// A copy with the changes applied in order.
    public func alter(_ c: Change...) -> Self { c.reduce(self) { $0.alter($1) } }

    private func alter(_ c: Change) -> Self {
        switch c {
        case let .add(.item(i)):    return Self(id, items + [i])
        case let .remove(.item(i)): return Self(id, items.filter { $0.id != i.id })
        case let .update(.item(i)): return Self(id, items.map { $0.id == i.id ? i : $0 })
        }
    }
}
