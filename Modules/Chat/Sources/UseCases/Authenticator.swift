import Khipu

/// Logs a user in with the chat service, or out, and answers how it went.
///
/// Logging in asks the service (asynchronously, through `KhipuEnvironment.perform`) and
/// starts the session once the service knows the user. Logging out is local; it fails
/// only when nobody is logged in.
public struct Authenticator: UseCase {
    public enum Request {
        case login(as: ChatUser)
        case logout
    }

    public enum Response {
        case loggedIn(ChatUser)
        case loginFailed(ChatUser, ChatError)
        case loggedOut(ChatUser)
        case logoutFailed(ChatError)
    }

    public typealias RequestType = Request
    public typealias ResponseType = Response

    public init(store s: AppStore, service sv: SimulatedChatService, responder r: @escaping (Response) -> Void) {
        interactor = Interactor(store: s, service: sv, responder: r)
    }

    private let interactor: Interactor

    public func request(to request: Request) {
        switch request {
        case let .login(as: u): interactor.login(as: u)
        case .logout:           interactor.logout()
        }
    }
}

private extension Authenticator {
    final class Interactor: @unchecked Sendable {
        init(store: AppStore, service: SimulatedChatService, responder: @escaping (Response) -> Void) {
            self.store = store
            self.service = service
            self.respond = responder
        }

        func login(as user: ChatUser) {
            KhipuEnvironment.current.perform { [self] in
                do throws(ChatError) {
                    try await service.login(as: user)
                    store.change(.login(as: user))
                    respond(.loggedIn(user))
                } catch {
                    respond(.loginFailed(user, error))
                }
            }
        }

        func logout() {
            guard let user = store.state().user else { return respond(.logoutFailed(.notLoggedIn)) }
            store.change(.logout)
            respond(.loggedOut(user))
        }

        private let store: AppStore
        private let service: SimulatedChatService
        private let respond: (Response) -> Void
    }
}
