import Khipu

/// Replaces the todo item with the requested item's id by the requested item, keeping its
/// position in the list.
///
/// It always answers `.updated` with the requested item, as the article does. Updating an item
/// that is not in the list leaves the store as it was: an update never adds an item.
public struct ItemUpdater: UseCase {
    public enum Request { case update(TodoItem) }
    public enum Response { case updated(TodoItem) }

    public typealias RequestType = Request
    public typealias ResponseType = Response

    public init(store s: AppStore, responder r: @escaping (Response) -> Void) {
        interactor = Interactor(store: s, responder: r)
    }

    private let interactor: Interactor

    public func request(to request: Request) {
        switch request {
        case let .update(t): interactor.update(item: t)
        }
    }
}

private extension ItemUpdater {
    struct Interactor {
        init(store: AppStore, responder: @escaping (Response) -> Void) {
            self.store = store
            self.respond = responder
        }

        func update(item i: TodoItem) {
            store.change(.update(i))
            respond(.updated(i))
        }

        private let store: AppStore
        private let respond: (Response) -> Void
    }
}
