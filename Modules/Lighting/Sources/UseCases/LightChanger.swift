import Khipu

/// Asks the bridge to apply a light's change to one light or all lights, puts what the
/// bridge reports into the store (the one light, or all lights) and answers `.changed`, or `.failed` with the reason,
/// leaving the store as it was. A brightness outside 0…100 fails without asking the bridge.
public struct LightChanger: UseCase {
    public enum Request { case change(Light.Change, Message.Target) }
    public enum Response {
        case changed(Light.Change, Message.Target)
        case failed(Light.Change, Message.Target, Reason)
    }

    public typealias RequestType = Request
    public typealias ResponseType = Response

    public init(store s: AppStore, bridge b: LightBridge, responder r: @escaping (Response) -> Void) {
        interactor = Interactor(store: s, bridge: b, responder: r)
    }

    private let interactor: Interactor

    public func request(to request: Request) {
        switch request {
        case let .change(c, t): interactor.change(c, of: t)
        }
    }
}

private extension LightChanger {
    struct Interactor {
        init(store: AppStore, bridge: LightBridge, responder: @escaping (Response) -> Void) {
            self.store = UncheckedSendable(store)
            self.bridge = bridge
            self.respond = UncheckedSendable(responder)
        }

        func change(_ c: Light.Change, of t: Message.Target) {
            if case let .dim(to: b) = c, !(0...100).contains(b) {
                respond.value(.failed(c, t, .brightnessOutOfRange))
                return
            }
            let (store, bridge, respond) = (store, bridge, respond)
            KhipuEnvironment.current.perform {
                do throws(Reason) {
                    switch t {
                    case let .light(l): store.value.change(.update(try await bridge.change(c, l.id)))
                    case .all:          store.value.change(.setting(.lights(try await bridge.changeAll(c))))
                    }
                    respond.value(.changed(c, t))
                } catch {
                    respond.value(.failed(c, t, error))
                }
            }
        }

        private let store: UncheckedSendable<AppStore>
        private let bridge: LightBridge
        private let respond: UncheckedSendable<(Response) -> Void>
    }
}
