import Khipu

/// Starts, pauses and steers the snake. A command the game cannot follow (starting a
/// running game, pausing one that does not run, turning back onto the neck, anything
/// after the game is over) is rejected with the reason, and nothing changes.
public struct GameController: UseCase {
    public enum Request {
        case start
        case pause
        case turn(Heading)
    }

    public enum Response {
        case started
        case paused
        case turned(Heading)
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
        case .start:          interactor.start()
        case .pause:          interactor.pause()
        case let .turn(to):   interactor.turn(to: to)
        }
    }
}

private extension GameController {
    struct Interactor {
        init(store: AppStore, responder: @escaping (Response) -> Void) {
            self.store = store
            self.respond = responder
        }

        func start() {
            switch store.state().game.status {
            case .ready, .paused:
                store.change(.game(.start))
                respond(.started)
            case .running:
                respond(.rejected(.alreadyRunning))
            case let .over(ending):
                respond(.rejected(.gameOver(ending)))
            }
        }

        func pause() {
            switch store.state().game.status {
            case .running:
                store.change(.game(.pause))
                respond(.paused)
            case .ready, .paused:
                respond(.rejected(.notRunning))
            case let .over(ending):
                respond(.rejected(.gameOver(ending)))
            }
        }

        func turn(to heading: Heading) {
            if let why = store.state().game.refusal(ofTurningTo: heading) { return respond(.rejected(why)) }
            store.change(.game(.turn(heading)))
            respond(.turned(heading))
        }

        private let store: AppStore
        private let respond: (Response) -> Void
    }
}
