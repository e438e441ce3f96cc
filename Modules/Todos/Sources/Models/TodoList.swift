import Foundation
import Khipu
import KhipuDSL

/// An ordered list of todo items. Change it only through `alter`, e.g.
/// `list.alter(.add(.item(coffee)))`.
@DSL
public struct TodoList: Identifiable, Alterable, Codable, Equatable, Sendable, DSLConstructible {
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
    // A `SharedArray`, not the article's `[TodoItem]`: an `alter` copies a chunk of items,
    // not all of them (see `SeedArticle.departures`).
    public let items: SharedArray<TodoItem>

    /// An empty list with a new id.
    public init() { self.init(KhipuEnvironment.current.newID(), []) }

    private init(_ i: UUID, _ its: SharedArray<TodoItem>) {
        id = i; items = its
    }

    /// A copy with the changes applied in order.
    public func alter(_ c: Change...) -> Self { c.reduce(self) { $0.alter($1) } }

    private func alter(_ c: Change) -> Self {
        switch c {
        case let .add(.item(i)):    return Self(id, items.appending(i))
        case let .remove(.item(i)): return Self(id, removing(i.id))
        case let .update(.item(i)): return Self(id, replacing(i.id, with: i))
        }
    }

    /// The items without those with the id; only the chunks that held one are copied.
    private func removing(_ itemID: UUID) -> SharedArray<TodoItem> {
        var kept = items
        for index in items.indices.reversed() where items[index].id == itemID { kept.remove(at: index) }
        return kept
    }

    /// The items with those with the id replaced by `item`.
    private func replacing(_ itemID: UUID, with item: TodoItem) -> SharedArray<TodoItem> {
        var replaced = items
        for index in items.indices where items[index].id == itemID { replaced[index] = item }
        return replaced
    }
}
