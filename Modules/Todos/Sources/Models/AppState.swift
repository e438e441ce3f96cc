import Khipu
import KhipuDSL

/// Everything the todo app keeps: its todo list. Change it only through `alter`, e.g.
/// `state.alter(.add(coffee))`.
@DSL
public struct AppState: Alterable, Codable, Equatable, Sendable, DSLConstructible {
    /// The changes the app state understands; item changes are passed on to the todo list.
    @DSL
    public enum Change: Codable, Equatable, Sendable {
        /// Appends an item to the todo list.
        case add(TodoItem)
        /// Removes an item (found by its id) from the todo list; an absent item changes nothing.
        case remove(TodoItem)
        /// Replaces an item (found by its id) in place; an absent item changes nothing.
        case update(TodoItem)
        /// Replaces a whole part of the state, e.g. `.setting(.todos(TodoList()))`.
        case setting(Setting)

        /// The parts of the app state that can be replaced as a whole.
        @DSL
        public enum Setting: Codable, Equatable, Sendable {
            /// Replaces the todo list.
            case todos(TodoList)
        }
    }

    /// The todo list.
    public let todos: TodoList

    /// A state with an empty todo list.
    public init() { self.init(TodoList()) }

    private init(_ t: TodoList) { todos = t }

    /// A copy with the changes applied in order.
    public func alter(_ c: Change...) -> Self { c.reduce(self) { $0.alter($1) } }

    /// The article's spelling of `alter`: a copy with the changes applied in order.
    public func alter(by changes: [Change]) -> Self { changes.reduce(self) { $0.alter($1) } }

    private func alter(_ c: Change) -> Self {
        switch c {
        case let .add(t):                 return Self(todos.alter(.add(.item(t))))
        case let .remove(t):              return Self(todos.alter(.remove(.item(t))))
        case let .update(t):              return Self(todos.alter(.update(.item(t))))
        case let .setting(.todos(todos)): return Self(todos)
        }
    }
}
