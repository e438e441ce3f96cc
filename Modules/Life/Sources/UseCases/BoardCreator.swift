import Khipu

/// Replaces the board by a new, empty one of the requested size and edges, at generation 0.
/// A size outside `1...Board.maximumSide` is rejected rather than clamped.
public struct BoardCreator: UseCase {
    public enum Request { case create(width: Int, height: Int, edges: Edges) }
    public enum Response {
        case created(Board)
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

private extension BoardCreator {
    struct Interactor {
        init(store: AppStore, responder: @escaping (Response) -> Void) {
            self.store = store
            self.respond = responder
        }

        func create(width w: Int, height h: Int, edges e: Edges) {
            let sides = 1...Board.maximumSide
            guard sides.contains(w), sides.contains(h) else { return respond(.rejected(.sizeOutOfRange(width: w, height: h))) }
            let board = Board(width: w, height: h, edges: e)
            store.change(.setting(.board(board)))
            respond(.created(board))
        }

        private let store: AppStore
        private let respond: (Response) -> Void
    }
}
