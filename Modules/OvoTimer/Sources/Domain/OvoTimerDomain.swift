import Khipu

/// The Ovo Timer domain as the `khipu` tool and other hosts see it.
public enum OvoTimerDomain {
    public static var definition: AppDomainDefinition<Message, AppState> {
        AppDomainDefinition(
            name: "ovotimer",
            summary: "Ovo Timer: wind, start, pause, unpause and restart a countdown that ticks with the clock and boots from what was stored.",
            exposedTypes: [StoredTimer.self, TimerState.self, AppState.self],
            initialState: { AppState() },
            createAppDomain: { store, receivers, rootHandler in
                createAppDomain(store: store, receivers: receivers, rootHandler: rootHandler)
            }
        )
    }
}
