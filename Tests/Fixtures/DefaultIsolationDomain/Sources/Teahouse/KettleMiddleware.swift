import Khipu

/// The side effect: on `boil` it switches the kettle on and answers
/// `.kettleAnswered(.ready)`, or `.kettleAnswered(.broken)` when the kettle failed.
public let kettleMiddleware: Middleware<TeaState, TeaAction, KettleDependencies> = { state, action, dependencies in
    guard case .boil = action else { return nil }
    do {
        try await dependencies.boil()
        return .kettleAnswered(.ready)
    } catch {
        return .kettleAnswered(.broken)
    }
}

/// What the middleware needs from the outside world, injected so tests can replace it.
public struct KettleDependencies: Sendable {
    public let boil: @Sendable () async throws -> Void

    public init(boil: @escaping @Sendable () async throws -> Void) {
        self.boil = boil
    }

    /// A kettle that boils at once.
    public static var simulated: KettleDependencies {
        KettleDependencies {}
    }
}
