import Khipu
import Lighting
import Testing

@Suite("LightingDomain")
struct LightingDomainSpec {
    @Test("LightingDomain, definition, is named lighting, exposes its models and its bridge")
    func definition() {
        let definition = LightingDomain.definition
        #expect(definition.name == "lighting")
        #expect(!definition.summary.isEmpty)
        #expect(definition.initialState() == AppState())
        #expect(Set(definition.exposedTypes.map { String(describing: $0) }) == ["Light", "AppState", "Reason", "Colour", "Switch"])
        #expect(definition.gateways.map(\.name) == ["bridge"])
        #expect(!definition.documentation.isEmpty)
    }

    @Test("LightingDomain, the seed's row, loads the lights or fails to")
    func seedRow() async throws {
        let (host, environment) = makeHost()
        #expect(try await send(.load(.lights), to: host, in: environment) == [.loading(.lights([deskLamp]), .succeeded)])
        #expect(host.state.lights == [deskLamp])
        let (failing, failingEnvironment) = makeHost(mode: "failing")
        #expect(try await send(.load(.lights), to: failing, in: failingEnvironment) == [.loading(.lights([]), .failed(.refused))])
        #expect(failing.state.lights.isEmpty)
    }

    @Test("LightingDomain, turn all on, turns on every light of the bridge")
    func turnAllOn() async throws {
        let (host, environment) = makeHost(lights: [deskLamp, porch])
        _ = try await send(.load(.lights), to: host, in: environment)
        #expect(try await send(.turn(.on, .all), to: host, in: environment) == [.turning(.on, .all, .succeeded)])
        #expect(host.state.lights.map(\.isOn) == [true, true])
        #expect(try await send(.turn(.off, .light(porch)), to: host, in: environment) == [.turning(.off, .light(porch), .succeeded)])
        #expect(host.state.lights.map(\.isOn) == [true, false])
    }

    @Test("LightingDomain, a command, is answered after the bridge answered, with the state already changed")
    func stateBeforeAnswer() async throws {
        let (host, environment) = makeHost()
        #expect(try await send(.dim(.light(deskLamp), to: 25), to: host, in: environment) == [.dimming(.light(deskLamp), to: 25, .succeeded)])
        #expect(host.state.lights == [deskLamp.alter(.dim(to: 25))])
    }

    @Test("LightingDomain, a failing bridge, changes nothing", arguments: ["failing", "offline"])
    func failingChangesNothing(mode: String) async throws {
        let (host, environment) = makeHost(mode: mode)
        let reason: Reason = mode == "failing" ? .refused : .unreachable
        #expect(try await send(.colour(.all, to: .red), to: host, in: environment) == [.colouring(.all, to: .red, .failed(reason))])
        #expect(host.state == AppState())
    }

    @Test("LightingDomain, its own answers, are ignored")
    func answersIgnored() async throws {
        let (host, environment) = makeHost()
        #expect(try await send(.turning(.on, .all, .succeeded), to: host, in: environment).isEmpty)
        #expect(try await send(.loading(.lights([porch]), .succeeded), to: host, in: environment).isEmpty)
        #expect(host.state == AppState())
    }
}
