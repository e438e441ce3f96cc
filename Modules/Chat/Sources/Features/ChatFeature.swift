import Khipu

/// The chat feature: carries out the commands of `.chat(...)` (login, logout, subscribe,
/// send) through its use cases and sends their answers to `output`. It ignores every other
/// message, its own answers included.
public func createChatFeature(
    store s: AppStore,
    service sv: SimulatedChatService,
    output out: @escaping Output<Message>
) -> Input<Message> {
    let authenticator = Authenticator(store: s, service: sv, responder: process(on: out))
    let subscriber = ContactSubscriber(store: s, service: sv, responder: process(on: out))
    let sender = MessageSender(store: s, service: sv, responder: process(on: out))
    return { // entry point
        guard case let .chat(c) = $0 else { return }
        switch c {
        case let .login(as: u):     authenticator.request(to: .login(as: u))
        case .logout:               authenticator.request(to: .logout)
        case let .subscribe(to: u): subscriber.request(to: .subscribe(to: u))
        case let .send(m):          sender.request(to: .send(m))
        case .loggingIn, .loggingOut, .subscribing, .sending, .received: break
        }
    }
}

private func process(on out: @escaping Output<Message>) -> (Authenticator.Response) -> Void {
    {
        switch $0 {
        case let .loggedIn(u):            out(.chat(.loggingIn(as: u, .succeeded)))
        case let .loginFailed(u, error):  out(.chat(.loggingIn(as: u, .failed(error))))
        case .loggedOut:                  out(.chat(.loggingOut(.succeeded)))
        case let .logoutFailed(error):    out(.chat(.loggingOut(.failed(error))))
        }
    }
}

private func process(on out: @escaping Output<Message>) -> (ContactSubscriber.Response) -> Void {
    {
        switch $0 {
        case let .subscribed(to: u):       out(.chat(.subscribing(to: u, .succeeded)))
        case let .failed(to: u, error):    out(.chat(.subscribing(to: u, .failed(error))))
        }
    }
}

private func process(on out: @escaping Output<Message>) -> (MessageSender.Response) -> Void {
    {
        switch $0 {
        case let .sent(m):                 out(.chat(.sending(m, .succeeded)))
        case let .failed(m, error):        out(.chat(.sending(m, .failed(error))))
        case let .received(m):             out(.chat(.received(m)))
        }
    }
}
