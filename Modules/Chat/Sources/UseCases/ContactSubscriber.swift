import Khipu

/// Subscribes the user logged in to another user of the chat service and keeps that user
/// as a contact. The service is asked asynchronously, through `KhipuEnvironment.perform`.
public struct ContactSubscriber: UseCase {
    public enum Request { case subscribe(to: ChatUser) }
    public enum Response {
        case subscribed(to: ChatUser)
        case failed(to: ChatUser, ChatError)
    }

    public typealias RequestType = Request
    public typealias ResponseType = Response

    public init(store s: AppStore, service sv: SimulatedChatService, responder r: @escaping (Response) -> Void) {
        interactor = Interactor(store: s, service: sv, responder: r)
    }

    private let interactor: Interactor

    public func request(to request: Request) {
        switch request {
        case let .subscribe(to: u): interactor.subscribe(to: u)
        }
    }
}

private extension ContactSubscriber {
    final class Interactor: @unchecked Sendable {
        init(store: AppStore, service: SimulatedChatService, responder: @escaping (Response) -> Void) {
            self.store = store
            self.service = service
            self.respond = responder
        }

        func subscribe(to other: ChatUser) {
            guard store.state().user != nil else { return respond(.failed(to: other, .notLoggedIn)) }
            KhipuEnvironment.current.perform { [self] in
                do throws(ChatError) {
                    try await service.subscribe(to: other)
                    store.change(.add(.contact(other)))
                    respond(.subscribed(to: other))
                } catch {
                    respond(.failed(to: other, error))
                }
            }
        }

        private let store: AppStore
        private let service: SimulatedChatService
        private let respond: (Response) -> Void
    }
}
