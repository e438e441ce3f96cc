import Khipu

/// Replaces the game by a new one on a board of the requested size and edges. A size
/// outside `Game.sides` is rejected rather than clamped.
public struct GameCreator: UseCase {
    public enum Request { case create(width: Int, height: Int, edges: Edges) }
    public enum Response {
        case created(Game)
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
        case let .create(w, h, e): interactor.create(width: w, height: h, edges: e)
        }
    }
}

private extension GameCreator {
    struct Interactor {
        init(store: AppStore, responder: @escaping (Response) -> Void) {
            self.store = store
            self.respond = responder
        }

        func create(width w: Int, height h: Int, edges e: Edges) {
            guard Game.sides.contains(w), Game.sides.contains(h) else { return respond(.rejected(.sizeOutOfRange(width: w, height: h))) }
            let game = Game(width: w, height: h, edges: e)
            store.change(.setting(.game(game)))
            respond(.created(game))
        }

        private let store: AppStore
        private let respond: (Response) -> Void
    }
}
