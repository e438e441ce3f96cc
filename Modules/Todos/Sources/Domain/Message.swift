import KhipuDSL

/// What goes into and comes out of the todo app domain.
@DSL
public enum Message: Codable, Equatable, Sendable {
    /// Everything about the todo list.
    case todos(Todos)

    /// Commands to the todo list and the acknowledgements it answers with.
    @DSL
    public enum Todos: Codable, Equatable, Sendable {
        /// A command for the todo list feature, e.g. `.todos(.cmd(.add(item: coffee)))`.
        case cmd(CMD)
        /// What the todo list feature reports after a command, e.g. `.todos(.ack(.added(item: coffee)))`.
        case ack(ACK)

        /// The commands the todo list feature carries out.
        @DSL
        public enum CMD: Codable, Equatable, Sendable {
            /// Appends the item to the todo list; answered with `.added(item:)`.
            case add(item: TodoItem)
            /// Removes the item with this item's id; answered with `.removed(item:)`, also when the item was not in the list.
            case remove(item: TodoItem)
            /// Replaces the item with this item's id, keeping its position; answered with `.updated(item:)`, also when the item was not in the list (then nothing changes).
            case update(item: TodoItem)
        }

        /// The acknowledgements of the todo list feature.
        @DSL
        public enum ACK: Codable, Equatable, Sendable {
            /// The item was appended to the todo list.
            case added(item: TodoItem)
            /// No item with this item's id is in the todo list any more.
            case removed(item: TodoItem)
            /// The update was applied to the item with this item's id, if the list held one.
            case updated(item: TodoItem)
        }
    }
}
