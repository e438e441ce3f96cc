import Khipu

/// The Snake feature: carries out the commands of `.snake(...)` through its use cases and
/// sends their answers to `output`. While the game runs, its ticker sends `.snake(.tick)`
/// to `output` every second. It ignores every other message, its own answers included.
public func createSnakeFeature(store s: AppStore, output out: @escaping Output<Message>) -> Input<Message> {
    let creator = GameCreator(store: s, responder: process(on: out))
    let controller = GameController(store: s, responder: process(on: out))
    let mover = Mover(store: s, responder: process(on: out))
    let ticker = Ticker(store: s, output: out)
    s.updated { ticker.follow() }
    ticker.follow()
    return { // entry point
        guard case let .snake(c) = $0 else { return }
        switch c {
        case let .newGame(w, h, e):  creator.request(to: .create(width: w, height: h, edges: e))
        case .start:                 controller.request(to: .start)
        case .pause:                 controller.request(to: .pause)
        case let .turn(to):          controller.request(to: .turn(to))
        case .tick:                  mover.request(to: .tick)
        case .created, .started, .paused, .turned, .moved, .ate, .ended, .rejected: break
        }
    }
}

private func process(on out: @escaping Output<Message>) -> (GameCreator.Response) -> Void {
    {
        switch $0 {
        case let .created(g):     out(.snake(.created(width: g.width, height: g.height, edges: g.edges)))
        case let .rejected(why):  out(.snake(.rejected(why)))
        }
    }
}

private func process(on out: @escaping Output<Message>) -> (GameController.Response) -> Void {
    {
        switch $0 {
        case .started:            out(.snake(.started))
        case .paused:             out(.snake(.paused))
        case let .turned(to):     out(.snake(.turned(to)))
        case let .rejected(why):  out(.snake(.rejected(why)))
        }
    }
}

private func process(on out: @escaping Output<Message>) -> (Mover.Response) -> Void {
    {
        switch $0 {
        case let .moved(head):          out(.snake(.moved(head: head)))
        case let .ate(food, score):     out(.snake(.ate(food: food, score: score)))
        case let .ended(ending, score): out(.snake(.ended(ending, score: score)))
        case let .rejected(why):        out(.snake(.rejected(why)))
        }
    }
}
