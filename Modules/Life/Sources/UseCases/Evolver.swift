import Khipu

/// Lets the board live: one generation, or several at once, and answers with the
/// generation reached and how many cells are alive.
public struct Evolver: UseCase {
    /// The most generations one request may advance, so that one command stays quick.
    public static let maximumGenerations = 1000

    public enum Request {
        case tick
        case advance(generations: Int)
    }

    public enum Response {
        case ticked(generation: Int, population: Int)
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
        case .tick:                     interactor.advance(generations: 1)
        case let .advance(generations): interactor.advance(generations: generations)
        }
    }
}

private extension Evolver {
    struct Interactor {
        init(store: AppStore, responder: @escaping (Response) -> Void) {
            self.store = store
            self.respond = responder
        }

        func advance(generations n: Int) {
            guard (1...Evolver.maximumGenerations).contains(n) else { return respond(.rejected(.generationsOutOfRange(n))) }
            // One store change for all generations: a file store writes once, subscribers hear once.
            let board = store.state().board.alter(all: Array(repeating: .tick, count: n))
            store.change(.setting(.board(board)))
            respond(.ticked(generation: board.generation, population: board.population))
        }

        private let store: AppStore
        private let respond: (Response) -> Void
    }
}
