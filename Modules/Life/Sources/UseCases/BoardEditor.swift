import Khipu

/// Edits the cells of the board: toggles one, loads a named pattern, or clears them all.
/// A cell off the board and a pattern that does not fit are rejected.
public struct BoardEditor: UseCase {
    public enum Request {
        case toggle(x: Int, y: Int)
        case load(Pattern, x: Int, y: Int)
        case clear
    }

    public enum Response {
        case toggled(x: Int, y: Int, alive: Bool)
        case loaded(Pattern, x: Int, y: Int)
        case cleared
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
        case let .toggle(x, y):    interactor.toggle(x: x, y: y)
        case let .load(p, x, y):   interactor.load(p, x: x, y: y)
        case .clear:               interactor.clear()
        }
    }
}

private extension BoardEditor {
    struct Interactor {
        init(store: AppStore, responder: @escaping (Response) -> Void) {
            self.store = store
            self.respond = responder
        }

        func toggle(x: Int, y: Int) {
            guard store.state().board.contains(x: x, y: y) else { return respond(.rejected(.offBoard(x: x, y: y))) }
            store.change(.board(.toggle(x: x, y: y)))
            respond(.toggled(x: x, y: y, alive: store.state().board.isAlive(x: x, y: y)))
        }

        func load(_ pattern: Pattern, x: Int, y: Int) {
            guard store.state().board.fits(pattern, x: x, y: y) else { return respond(.rejected(.doesNotFit(pattern, x: x, y: y))) }
            store.change(.board(.load(pattern, x: x, y: y)))
            respond(.loaded(pattern, x: x, y: y))
        }

        func clear() {
            store.change(.board(.clear))
            respond(.cleared)
        }

        private let store: AppStore
        private let respond: (Response) -> Void
    }
}
