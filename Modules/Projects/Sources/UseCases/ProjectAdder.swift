import Khipu

/// Adds a project to the end of the store's projects and answers `.added` with that project.
///
/// It always answers, as the article does. Adding a project whose id is already in the store
/// leaves the store as it was: ids stay unique, and `ProjectUpdater` changes a project.
public struct ProjectAdder: UseCase {
    public enum Request { case add(Project) }
    public enum Response { case added(Project) }

    public typealias RequestType = Request
    public typealias ResponseType = Response

    public init(store s: AppStore, responder r: @escaping (Response) -> Void) {
        interactor = Interactor(store: s, responder: r)
    }

    private let interactor: Interactor

    public func request(to request: Request) {
        switch request {
        case let .add(p): interactor.add(project: p)
        }
    }
}

private extension ProjectAdder {
    struct Interactor {
        init(store: AppStore, responder: @escaping (Response) -> Void) {
            self.store = store
            self.respond = responder
        }

        func add(project p: Project) {
            store.change(.add(.project(p)))
            respond(.added(p))
        }

        private let store: AppStore
        private let respond: (Response) -> Void
    }
}
