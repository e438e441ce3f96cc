import Khipu

/// The Game of Life feature: carries out the commands of `.life(...)` through its use cases
/// and sends their answers to `output`. It ignores every other message, its own answers
/// included.
public func createLifeFeature(store s: AppStore, output out: @escaping Output<Message>) -> Input<Message> {
    let creator = BoardCreator(store: s, responder: process(on: out))
    let editor = BoardEditor(store: s, responder: process(on: out))
    let evolver = Evolver(store: s, responder: process(on: out))
    return { // entry point
        guard case let .life(c) = $0 else { return }
        switch c {
        case let .newBoard(w, h, e):     creator.request(to: .create(width: w, height: h, edges: e))
        case let .toggle(x, y):          editor.request(to: .toggle(x: x, y: y))
        case let .load(p, x, y):         editor.request(to: .load(p, x: x, y: y))
        case .clear:                     editor.request(to: .clear)
        case .tick:                      evolver.request(to: .tick)
        case let .advance(generations):  evolver.request(to: .advance(generations: generations))
        case .created, .toggled, .loaded, .ticked, .cleared, .rejected: break
        }
    }
}

private func process(on out: @escaping Output<Message>) -> (BoardCreator.Response) -> Void {
    {
        switch $0 {
        case let .created(b):        out(.life(.created(width: b.width, height: b.height, edges: b.edges)))
        case let .rejected(why):     out(.life(.rejected(why)))
        }
    }
}

private func process(on out: @escaping Output<Message>) -> (BoardEditor.Response) -> Void {
    {
        switch $0 {
        case let .toggled(x, y, alive): out(.life(.toggled(x: x, y: y, alive: alive)))
        case let .loaded(p, x, y):      out(.life(.loaded(p, x: x, y: y)))
        case .cleared:                  out(.life(.cleared))
        case let .rejected(why):        out(.life(.rejected(why)))
        }
    }
}

private func process(on out: @escaping Output<Message>) -> (Evolver.Response) -> Void {
    {
        switch $0 {
        case let .ticked(g, p):      out(.life(.ticked(generation: g, population: p)))
        case let .rejected(why):     out(.life(.rejected(why)))
        }
    }
}
