import Khipu

/// Rebuilds the timer's state from stored values, as the app does when it boots (see
/// `TimerState.restored(from:at:)`), and answers `.restored` with the state it booted into.
public struct TimerRestorer: UseCase {
    public enum Request { case restore(StoredTimer?) }
    public enum Response { case restored(TimerState) }

    public typealias RequestType = Request
    public typealias ResponseType = Response

    public init(store s: AppStore, responder r: @escaping (Response) -> Void) {
        interactor = Interactor(store: s, responder: r)
    }

    private let interactor: Interactor

    public func request(to request: Request) {
        switch request {
        case let .restore(s): interactor.restore(from: s)
        }
    }
}

private extension TimerRestorer {
    struct Interactor {
        init(store: AppStore, responder: @escaping (Response) -> Void) {
            self.store = store
            self.respond = responder
        }

        func restore(from stored: StoredTimer?) {
            store.change(.restore(from: stored))
            respond(.restored(store.state().timer))
        }

        private let store: AppStore
        private let respond: (Response) -> Void
    }
}
