import Khipu

/// The fasting timer domain as the `khipu` tool and other hosts see it: the article's
/// reducer and sharing middleware, and the goal reminder beside it, hosted by the reducer adapter.
public enum FastingTimerDomain {
    /// A new timer aims at a 13-hour fast, as in the article.
    public static let defaultGoal: Double = 13 * 3600

    public static var definition: AppDomainDefinition<Message, AppState> {
        definition(dependencies: .simulated)
    }

    /// The domain with other dependencies, e.g. a fake sharing service in a test.
    public static func definition(dependencies: TimerDependencies) -> AppDomainDefinition<Message, AppState> {
        AppDomainDefinition(
            name: "fastingtimer",
            summary: "A fasting timer: start, finish, reset and share a fast (reducer and async middleware).",
            exposedTypes: [TimerState.self, SharingStatus.self],
            initialState: { TimerState(goal: defaultGoal) },
            middlewares: [timerMiddleware, goalReminderMiddleware],
            dependencies: dependencies,
            mapping: timerActionMapping,
            gateways: [SimulatedSharingService.gateway]
        )
    }
}
