import Khipu

/// Sends a chat message of the user logged in through the chat service, files it in the
/// conversation with its receiver, and files and reports the answers that come back.
///
/// It checks locally first (someone is logged in, the message is theirs, it says
/// something), then asks the service asynchronously, through `KhipuEnvironment.perform`.
public struct MessageSender: UseCase {
    public enum Request { case send(ChatMessage) }
    public enum Response {
        case sent(ChatMessage)
        case failed(ChatMessage, ChatError)
        case received(ChatMessage)
    }

    public typealias RequestType = Request
    public typealias ResponseType = Response

    public init(store s: AppStore, service sv: SimulatedChatService, responder r: @escaping (Response) -> Void) {
        interactor = Interactor(store: s, service: sv, responder: r)
    }

    private let interactor: Interactor

    public func request(to request: Request) {
        switch request {
        case let .send(m): interactor.send(m)
        }
    }
}

private extension MessageSender {
    final class Interactor: @unchecked Sendable {
        init(store: AppStore, service: SimulatedChatService, responder: @escaping (Response) -> Void) {
            self.store = store
            self.service = service
            self.respond = responder
        }

        func send(_ message: ChatMessage) {
            if let problem = problem(with: message) { return respond(.failed(message, problem)) }
            KhipuEnvironment.current.perform { [self] in
                do throws(ChatError) {
                    let answers = try await service.send(message)
                    store.change(.add(.message(message)))
                    respond(.sent(message))
                    // Answers reach only the session that sent the message.
                    for answer in answers where store.state().user == answer.to {
                        store.change(.add(.message(answer)))
                        respond(.received(answer))
                    }
                } catch {
                    respond(.failed(message, error))
                }
            }
        }

        private func problem(with message: ChatMessage) -> ChatError? {
            guard let user = store.state().user else { return .notLoggedIn }
            guard message.from == user else { return .wrongSender(message.from) }
            guard !message.isEmpty else { return .emptyMessage }
            return nil
        }

        private let store: AppStore
        private let service: SimulatedChatService
        private let respond: (Response) -> Void
    }
}
