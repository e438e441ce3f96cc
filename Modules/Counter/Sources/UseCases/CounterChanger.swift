import Khipu

/// Applies a change to the store's counter and answers `.changed` with the new value, or
/// `.rejected` with the reason when the counter cannot take the change (it then stays as
/// it was).
public struct CounterChanger: UseCase {
    public enum Request { case change(DeclarativeCounter.Change) }
    public enum Response {
        case changed(DeclarativeCounter.Change, to: UInt)
        case rejected(DeclarativeCounter.Change, because: DeclarativeCounter.Rejection)
    }

    public typealias RequestType = Request
    public typealias ResponseType = Response

    public init(store s: AppStore, responder r: @escaping (Response) -> Void) {
        interactor = Interactor(store: s, responder: r)
    }

    private let interactor: Interactor

    public func request(to request: Request) {
        switch request {
        case let .change(c): interactor.change(counter: c)
        }
    }
}

private extension CounterChanger {
    struct Interactor {
        init(store: AppStore, responder: @escaping (Response) -> Void) {
            self.store = store
            self.respond = responder
        }

        func change(counter c: DeclarativeCounter.Change) {
            if let reason = store.state().counter.rejection(of: c) {
                respond(.rejected(c, because: reason))
                return
            }
            store.change(.counter(c))
            respond(.changed(c, to: store.state().counter.value))
        }

        private let store: AppStore
        private let respond: (Response) -> Void
    }
}
