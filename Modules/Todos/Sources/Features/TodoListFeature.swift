import Khipu

/// The todo list feature: carries out `.todos(.cmd(...))` messages through the item use
/// cases and sends their answers to `output` as `.todos(.ack(...))`. It ignores every
/// other message, its own acknowledgements included.
public func createTodoListFeature(store s: AppStore, output out: @escaping Output<Message>) -> Input<Message> {
    let adder = ItemAdder(store: s, responder: process(on: out))
    let remover = ItemRemover(store: s, responder: process(on: out))
    let updater = ItemUpdater(store: s, responder: process(on: out))
    func execute(cmd: Message.Todos.CMD) {
        switch cmd {
        case let .add(item: t):    adder.request(to: .add(t))
        case let .remove(item: t): remover.request(to: .remove(t))
        case let .update(item: t): updater.request(to: .update(t))
        }
    }
    return { // entry point
        if case let .todos(.cmd(c)) = $0 { execute(cmd: c) }
    }
}

private func process(on out: @escaping Output<Message>) -> (ItemAdder.Response) -> Void {
    {
        switch $0 {
        case let .added(t): out(.todos(.ack(.added(item: t))))
        }
    }
}

private func process(on out: @escaping Output<Message>) -> (ItemRemover.Response) -> Void {
    {
        switch $0 {
        case let .removed(t): out(.todos(.ack(.removed(item: t))))
        }
    }
}

private func process(on out: @escaping Output<Message>) -> (ItemUpdater.Response) -> Void {
    {
        switch $0 {
        case let .updated(t): out(.todos(.ack(.updated(item: t))))
        }
    }
}
