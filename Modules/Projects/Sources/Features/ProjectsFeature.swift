import Khipu

/// The projects feature: carries out `.projects(.add/.remove/.update(...))` through the
/// project use cases and sends their answers to `output` as `.projects(.added/.removed/
/// .updated(...))`. It ignores every other message, its own answers included.
public func createProjectsFeature(store s: AppStore, output out: @escaping Output<Message>) -> Input<Message> {
    let projectAdder = ProjectAdder(store: s, responder: process(on: out))
    let projectRemover = ProjectRemover(store: s, responder: process(on: out))
    let projectUpdater = ProjectUpdater(store: s, responder: process(on: out))
    func execute(cmd: Message.Projects) {
        switch cmd {
        case let .add(p):    projectAdder.request(to: .add(p))
        case let .remove(p): projectRemover.request(to: .remove(p))
        case let .update(p): projectUpdater.request(to: .update(p))
        case .added, .removed, .updated: break
        }
    }
    return { // entry point
        if case let .projects(c) = $0 { execute(cmd: c) }
    }
}

private func process(on out: @escaping Output<Message>) -> (ProjectAdder.Response) -> Void {
    {
        switch $0 {
        case let .added(p): out(.projects(.added(p)))
        }
    }
}

private func process(on out: @escaping Output<Message>) -> (ProjectRemover.Response) -> Void {
    {
        switch $0 {
        case let .removed(p): out(.projects(.removed(p)))
        }
    }
}

private func process(on out: @escaping Output<Message>) -> (ProjectUpdater.Response) -> Void {
    {
        switch $0 {
        case let .updated(p): out(.projects(.updated(p)))
        }
    }
}
