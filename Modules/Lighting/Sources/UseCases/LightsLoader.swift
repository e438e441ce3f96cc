import Khipu

/// Asks the bridge for its lights, keeps them in the store and answers `.loaded` with
/// them, or `.failed` with the bridge's reason, leaving the store as it was.
public struct LightsLoader: UseCase {
    public enum Request { case load }
    public enum Response { case loaded([Light]), failed(Reason) }

    public typealias RequestType = Request
    public typealias ResponseType = Response

    public init(store s: AppStore, bridge b: LightBridge, responder r: @escaping (Response) -> Void) {
        interactor = Interactor(store: s, bridge: b, responder: r)
    }

    private let interactor: Interactor

    public func request(to request: Request) {
        switch request {
        case .load: interactor.load()
        }
    }
}

private extension LightsLoader {
    struct Interactor {
        init(store: AppStore, bridge: LightBridge, responder: @escaping (Response) -> Void) {
            self.store = UncheckedSendable(store)
            self.bridge = bridge
            self.respond = UncheckedSendable(responder)
        }

        func load() {
            let (store, bridge, respond) = (store, bridge, respond)
            KhipuEnvironment.current.perform {
                do throws(Reason) {
                    let lights = try await bridge.lights()
                    store.value.change(.setting(.lights(lights)))
                    respond.value(.loaded(lights))
                } catch {
                    respond.value(.failed(error))
                }
            }
        }

        private let store: UncheckedSendable<AppStore>
        private let bridge: LightBridge
        private let respond: UncheckedSendable<(Response) -> Void>
    }
}
