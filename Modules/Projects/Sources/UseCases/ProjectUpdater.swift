import Khipu

/// Replaces the project with the requested project's id by the requested project, keeping
/// its position.
///
/// It always answers `.updated` with the requested project, as the article does. Updating a
/// project that is not in the store leaves the store as it was: an update never adds one.
public struct ProjectUpdater: UseCase {
    public enum Request { case update(Project) }
    public enum Response { case updated(Project) }

    public typealias RequestType = Request
    public typealias ResponseType = Response

    public init(store s: AppStore, responder r: @escaping (Response) -> Void) {
        interactor = Interactor(store: s, responder: r)
    }

    private let interactor: Interactor

    public func request(to request: Request) {
        switch request {
        case let .update(p): interactor.update(project: p)
        }
    }
}

private extension ProjectUpdater {
    struct Interactor {
        init(store: AppStore, responder: @escaping (Response) -> Void) {
            self.store = store
            self.respond = responder
        }

        func update(project p: Project) {
            store.change(.update(.project(p)))
            respond(.updated(p))
        }

        private let store: AppStore
        private let respond: (Response) -> Void
    }
}
