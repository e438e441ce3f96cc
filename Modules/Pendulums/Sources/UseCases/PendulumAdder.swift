import Khipu

/// Hangs up a new pendulum. A number that is not finite or out of its range, and a full
/// lab, are rejected with the reason.
public struct PendulumAdder: UseCase {
    public enum Request { case add(Shape, gravity: Double, damping: Double) }
    public enum Response {
        case added(Pendulum)
        case rejected(Rejection)
    }

    public typealias RequestType = Request
    public typealias ResponseType = Response

    public init(store s: AppStore, responder r: @escaping (Response) -> Void) {
        interactor = Interactor(store: s, responder: r)
    }

    private let interactor: Interactor

    public func request(to request: Request) {
        switch request {
        case let .add(shape, g, c): interactor.add(shape, gravity: g, damping: c)
        }
    }
}

private extension PendulumAdder {
    struct Interactor {
        init(store: AppStore, responder: @escaping (Response) -> Void) {
            self.store = store
            self.respond = responder
        }

        func add(_ shape: Shape, gravity g: Double, damping c: Double) {
            let change = Lab.Change.add(shape, gravity: g, damping: c)
            if let why = store.state().lab.refusal(of: change) { return respond(.rejected(why)) }
            store.change(.lab(change))
            guard let added = store.state().lab.pendulums.last else { return }
            respond(.added(added))
        }

        private let store: AppStore
        private let respond: (Response) -> Void
    }
}
