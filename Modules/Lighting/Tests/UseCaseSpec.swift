import Khipu
import Lighting
import Testing

@Suite("Use cases")
struct UseCaseSpec {
    private func store() -> AppStore {
        createInMemoryStore(initial: { AppState() })
    }

    @Test("LightsLoader, load, keeps the bridge's lights and answers loaded")
    func loaderLoads() async {
        let environment = KhipuEnvironment.fixed()
        let store = store()
        let recorder = ResponseRecorder<LightsLoader.Response>()
        let loader = LightsLoader(store: store, bridge: SimulatedBridge(lights: [deskLamp, porch]).bridge, responder: recorder.record)
        await KhipuEnvironment.$current.withValue(environment) {
            loader.request(to: .load)
            _ = await environment.waitUntilQuiet()
        }
        #expect(store.state().lights == [deskLamp, porch])
        guard case .loaded(let lights)? = recorder.responses.first else {
            Issue.record("expected .loaded, got \(recorder.responses)")
            return
        }
        #expect(lights == [deskLamp, porch])
    }

    @Test("LightsLoader, failing bridge, answers failed and keeps the state")
    func loaderFails() async {
        let environment = KhipuEnvironment.fixed()
        environment.setGatewayMode("offline", of: "bridge")
        let store = store()
        store.change(.setting(.lights([porch])))
        let recorder = ResponseRecorder<LightsLoader.Response>()
        let loader = LightsLoader(store: store, bridge: SimulatedBridge().bridge, responder: recorder.record)
        await KhipuEnvironment.$current.withValue(environment) {
            loader.request(to: .load)
            _ = await environment.waitUntilQuiet()
        }
        #expect(store.state().lights == [porch])
        guard case .failed(.unreachable)? = recorder.responses.first else {
            Issue.record("expected .failed(.unreachable), got \(recorder.responses)")
            return
        }
    }

    @Test("LightChanger, change of one light, updates it in the state and answers changed")
    func changerChanges() async {
        let environment = KhipuEnvironment.fixed()
        let store = store()
        let recorder = ResponseRecorder<LightChanger.Response>()
        let changer = LightChanger(store: store, bridge: SimulatedBridge().bridge, responder: recorder.record)
        await KhipuEnvironment.$current.withValue(environment) {
            changer.request(to: .change(.colour(to: .green), .light(deskLamp)))
            _ = await environment.waitUntilQuiet()
        }
        #expect(store.state().lights == [deskLamp.alter(.colour(to: .green))])
        guard case .changed(.colour(to: .green), .light(deskLamp))? = recorder.responses.first else {
            Issue.record("expected .changed, got \(recorder.responses)")
            return
        }
    }

    @Test("LightChanger, brightness out of range, fails at once without the bridge", arguments: [-1, 101, 1000])
    func changerRejects(brightness: Int) {
        let store = store()
        let recorder = ResponseRecorder<LightChanger.Response>()
        let changer = LightChanger(store: store, bridge: SimulatedBridge().bridge, responder: recorder.record)
        changer.request(to: .change(.dim(to: brightness), .all))
        guard case .failed(.dim(to: brightness), .all, .brightnessOutOfRange)? = recorder.responses.first else {
            Issue.record("expected .failed(…, .brightnessOutOfRange), got \(recorder.responses)")
            return
        }
        #expect(store.state().lights.isEmpty)
    }
}
