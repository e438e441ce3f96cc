import Khipu

/// The todo domain as the `khipu` tool and other hosts see it.
public enum TodosDomain {
    public static var definition: AppDomainDefinition<Message, AppState> {
        AppDomainDefinition(
            name: "todos",
            summary: "A todo list: add, remove and update todo items with due dates and locations.",
            exposedTypes: [TodoItem.self, TodoList.self, Address.self, Coordinate.self, Directions.self, AppState.self],
            initialState: { AppState() },
            createAppDomain: { store, receivers, rootHandler in
                createAppDomain(store: store, receivers: receivers, rootHandler: rootHandler)
            }
        )
    }
}
