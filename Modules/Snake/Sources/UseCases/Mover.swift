import Khipu

/// Moves the snake one cell and, when it ate, places new food on a free cell picked by a
/// new id of the environment (see `FoodPlacement`). Only a running game moves.
public struct Mover: UseCase {
    public enum Request { case tick }

    public enum Response {
        case moved(head: Cell)
        case ate(food: Cell, score: Int)
        case ended(Ending, score: Int)
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
        case .tick: interactor.tick()
        }
    }
}

private extension Mover {
    struct Interactor {
        init(store: AppStore, responder: @escaping (Response) -> Void) {
            self.store = store
            self.respond = responder
        }

        func tick() {
            let game = store.state().game
            switch game.status {
            case .running: break
            case .ready, .paused: return respond(.rejected(.notRunning))
            case let .over(ending): return respond(.rejected(.gameOver(ending)))
            }
            let moved = game.alter(.tick)
            // One store change for the move and the new food: subscribers never see a board without food.
            let next = moved.food != nil ? moved : moved.alter(all: placingFood(on: moved))
            store.change(.setting(.game(next)))
            if case let .over(ending) = next.status { return respond(.ended(ending, score: next.score)) }
            if let eaten = game.food, next.score > game.score { return respond(.ate(food: eaten, score: next.score)) }
            respond(.moved(head: next.head))
        }

        private func placingFood(on game: Game) -> [Game.Change] {
            guard let cell = FoodPlacement.cell(for: KhipuEnvironment.current.newID(), among: game.freeCells) else { return [] }
            return [.placeFood(at: cell)]
        }

        private let store: AppStore
        private let respond: (Response) -> Void
    }
}
