import Foundation
import Hummingbird
import Khipu
import Todos

/// `POST /todos {"title": "…"}` adds an item (201, the item); `GET /todos` lists them.
enum TodosRoutes {
    struct NewTodo: Decodable {
        let title: String
    }

    /// An item as JSON clients see it.
    struct TodoView: ResponseEncodable {
        let id: String
        let title: String
        let finished: Bool

        init(_ item: TodoItem) {
            id = item.id.uuidString
            title = item.title
            finished = item.state == .finished
        }
    }

    static func router(host: DomainHost<Message, AppState>) -> Router<BasicRequestContext> {
        let router = Router()
        let domain = SendableHost(host: host)
        router.get("todos") { _, _ -> [TodoView] in
            domain.host.state.todos.items.map(TodoView.init)
        }
        router.post("todos") { request, context -> EditedResponse<TodoView> in
            let new = try await request.decode(as: NewTodo.self, context: context)
            let item = TodoItem(title: new.title)
            do {
                try domain.host.send(.todos(.cmd(.add(item: item))))
            } catch {
                throw HTTPError(.serviceUnavailable, message: "\(error)")
            }
            // The outputs are not used here: taken so the host does not keep them all.
            _ = domain.host.takeOutputs()
            return EditedResponse(status: .created, response: TodoView(item))
        }
        return router
    }
}

/// The host is safe to use from any thread (its queue runs one message at a time).
struct SendableHost: @unchecked Sendable {
    let host: DomainHost<Message, AppState>
}
