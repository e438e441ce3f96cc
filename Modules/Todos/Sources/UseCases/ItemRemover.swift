import Khipu

/// Removes a todo item (found by its id) from the store's todo list.
///
/// It always answers `.removed` with the requested item: the response means "no item with
/// this id is in the list any more". Removing an item that is not there (twice, or never
/// added) leaves the store as it was, the article's "remove twice fails silently".
public struct ItemRemover: UseCase {
    public enum Request { case remove(TodoItem) }
    public enum Response { case removed(TodoItem) }

    public typealias RequestType = Request
    public typealias ResponseType = Response

    public init(store s: AppStore, responder r: @escaping (Response) -> Void) {
        interactor = Interactor(store: s, responder: r)
    }

    private let interactor: Interactor

    public func request(to request: Request) {
        switch request {
        case let .remove(t): interactor.remove(item: t)
        }
    }
}

private extension ItemRemover {
    struct Interactor {
        init(store: AppStore, responder: @escaping (Response) -> Void) {
            self.store = store
            self.respond = responder
        }

        func remove(item i: TodoItem) {
            store.change(.remove(i))
            respond(.removed(i))
        }

        private let store: AppStore
        private let respond: (Response) -> Void
    }
}
