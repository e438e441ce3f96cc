import Khipu

/// The Snake domain as the `khipu` tool and other hosts see it; text hosts draw the game
/// after every change.
public enum SnakeDomain {
    public static var definition: AppDomainDefinition<Message, AppState> {
        AppDomainDefinition(
            name: "snake",
            summary: "Snake: start, turn and pause a snake that moves a cell a second, grows on food and dies on a wall or itself; the board is drawn after each move.",
            exposedTypes: [Game.self, Cell.self, AppState.self],
            initialState: { AppState() },
            createAppDomain: { store, receivers, rootHandler in
                createAppDomain(store: store, receivers: receivers, rootHandler: rootHandler)
            },
            textReceivers: { store, show in [createGameRenderer(store: store, show: show)] },
            documentation: documentation
        )
    }
}
