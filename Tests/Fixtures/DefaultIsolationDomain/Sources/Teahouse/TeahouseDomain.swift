import Khipu

/// The teahouse as the tool, the tests and an app host it.
public typealias AppState = ReducedState<TeaState>

public enum TeahouseDomain {
    public static var definition: AppDomainDefinition<Message, AppState> {
        definition(dependencies: .simulated)
    }

    public static func definition(dependencies: KettleDependencies) -> AppDomainDefinition<Message, AppState> {
        AppDomainDefinition(
            name: "teahouse",
            summary: "A teapot with a kettle (a reducer domain built with default MainActor isolation).",
            exposedTypes: [TeaState.self, KettleStatus.self],
            initialState: { TeaState(steep: .seconds(180), cups: 0, kettle: .cold) },
            middlewares: [kettleMiddleware],
            dependencies: dependencies,
            mapping: teaActionMapping
        )
    }
}

/// Messages to actions and back.
public let teaActionMapping = ActionMapping<Message, TeaAction>(
    action: { message in
        switch message {
        case let .tea(.setSteep(time)): .setSteep(time)
        case .tea(.boil): .boil
        case let .tea(.kettle(status)): .kettleAnswered(status)
        case .tea(.pour): .pour
        }
    },
    message: { action in
        switch action {
        case let .setSteep(time): .tea(.setSteep(time))
        case .boil: .tea(.boil)
        case let .kettleAnswered(status): .tea(.kettle(status))
        case .pour: .tea(.pour)
        }
    }
)
