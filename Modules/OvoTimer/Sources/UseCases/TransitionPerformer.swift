import Khipu

/// Performs one transition of the timer (wind, start, restart, pause, unpause, tick).
///
/// It answers `.changed` with the timer's new state, or `.notAllowed` with the state the
/// timer stays in when the transition may not happen from there (the store is then not
/// touched), so that a user sees why nothing happened.
public struct TransitionPerformer: UseCase {
    public enum Request { case perform(TimerState.Change) }
    public enum Response {
        case changed(by: TimerState.Change, to: TimerState)
        case notAllowed(TimerState.Change, in: TimerState)
    }

    public typealias RequestType = Request
    public typealias ResponseType = Response

    public init(store s: AppStore, responder r: @escaping (Response) -> Void) {
        interactor = Interactor(store: s, responder: r)
    }

    private let interactor: Interactor

    public func request(to request: Request) {
        switch request {
        case let .perform(t): interactor.perform(t)
        }
    }
}

private extension TransitionPerformer {
    struct Interactor {
        init(store: AppStore, responder: @escaping (Response) -> Void) {
            self.store = store
            self.respond = responder
        }

        func perform(_ t: TimerState.Change) {
            let timer = store.state().timer
            guard timer.allows(t) else {
                respond(.notAllowed(t, in: timer))
                return
            }
            store.change(AppState.Change(t))
            respond(.changed(by: t, to: store.state().timer))
        }

        private let store: AppStore
        private let respond: (Response) -> Void
    }
}
