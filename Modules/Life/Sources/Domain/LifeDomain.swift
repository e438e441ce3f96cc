import Khipu

/// The Game of Life domain as the `khipu` tool and other hosts see it; text hosts draw the
/// board after every change.
public enum LifeDomain {
    public static var definition: AppDomainDefinition<Message, AppState> {
        AppDomainDefinition(
            name: "life",
            summary: "Conway's Game of Life: toggle cells, load patterns such as the glider gun, and tick; the board is drawn after each change.",
            exposedTypes: [Board.self, Cell.self, AppState.self],
            initialState: { AppState() },
            createAppDomain: { store, receivers, rootHandler in
                createAppDomain(store: store, receivers: receivers, rootHandler: rootHandler)
            },
            textReceivers: { store, show in [createBoardRenderer(store: store, show: show)] },
            documentation: documentation
        )
    }
}
