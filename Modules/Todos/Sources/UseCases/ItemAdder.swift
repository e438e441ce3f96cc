import Khipu

/// Adds a todo item to the store's todo list and answers `.added` with that item.
public struct ItemAdder: UseCase {
    public enum Request { case add(TodoItem) }
    public enum Response { case added(TodoItem) }

    public typealias RequestType = Request
    public typealias ResponseType = Response

    public init(store s: AppStore, responder r: @escaping (Response) -> Void) {
        interactor = Interactor(store: s, responder: r)
    }

    private let interactor: Interactor

    public func request(to request: Request) {
        switch request {
        case let .add(t): interactor.add(item: t)
        }
    }
}

private extension ItemAdder {
    struct Interactor {
        init(store: AppStore, responder: @escaping (Response) -> Void) {
            self.store = store
            self.respond = responder
        }

        func add(item i: TodoItem) {
            store.change(.add(i))
            respond(.added(i))
        }

        private let store: AppStore
        private let respond: (Response) -> Void
    }
}
