import Khipu

/// Removes a project (found by its id) from the store's projects.
///
/// It always answers `.removed` with the requested project: the response means "no project
/// with this id is in the store any more". Removing a project that is not there leaves the
/// store as it was.
public struct ProjectRemover: UseCase {
    public enum Request { case remove(Project) }
    public enum Response { case removed(Project) }

    public typealias RequestType = Request
    public typealias ResponseType = Response

    public init(store s: AppStore, responder r: @escaping (Response) -> Void) {
        interactor = Interactor(store: s, responder: r)
    }

    private let interactor: Interactor

    public func request(to request: Request) {
        switch request {
        case let .remove(p): interactor.remove(project: p)
        }
    }
}

private extension ProjectRemover {
    struct Interactor {
        init(store: AppStore, responder: @escaping (Response) -> Void) {
            self.store = store
            self.respond = responder
        }

        func remove(project p: Project) {
            store.change(.remove(.project(p)))
            respond(.removed(p))
        }

        private let store: AppStore
        private let respond: (Response) -> Void
    }
}
