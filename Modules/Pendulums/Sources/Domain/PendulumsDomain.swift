import Khipu

/// The Pendulums domain as the `khipu` tool and other hosts see it; text hosts draw the
/// pendulums after every change.
public enum PendulumsDomain {
    public static var definition: AppDomainDefinition<Message, AppState> {
        AppDomainDefinition(
            name: "pendulums",
            summary: "Simple and double pendulums: hang them up, release them and step them on with a fourth-order Runge–Kutta integrator; the lab is drawn after each change.",
            exposedTypes: [Arm.self, Pendulum.self, Reading.self, Lab.self, AppState.self],
            initialState: { AppState() },
            createAppDomain: { store, receivers, rootHandler in
                createAppDomain(store: store, receivers: receivers, rootHandler: rootHandler)
            },
            textReceivers: { store, show in [createLabRenderer(store: store, show: show)] },
            documentation: documentation
        )
    }
}
