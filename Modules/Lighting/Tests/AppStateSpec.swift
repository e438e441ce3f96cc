import Lighting
import Testing

@Suite("AppState")
struct AppStateSpec {
    @Test("AppState, new, knows no lights")
    func empty() {
        #expect(AppState().lights.isEmpty)
    }

    @Test("AppState, setting lights, replaces them all")
    func settingLights() {
        let state = AppState().alter(.setting(.lights([deskLamp, porch])))
        #expect(state.lights == [deskLamp, porch])
        #expect(state.alter(.setting(.lights([porch]))).lights == [porch])
        #expect(state.alter(.setting(.lights([]))).lights.isEmpty)
    }

    @Test("AppState, update, replaces the light with the same id in place")
    func updateReplaces() {
        let state = AppState().alter(.setting(.lights([deskLamp, porch])))
        let on = deskLamp.alter(.turn(.on))
        let updated = state.alter(.update(on))
        #expect(updated.lights == [on, porch])
        #expect(updated.lights[1] == state.lights[1])
    }

    @Test("AppState, update of an unknown light, appends it")
    func updateAppends() {
        let state = AppState().alter(.setting(.lights([deskLamp])))
        #expect(state.alter(.update(porch)).lights == [deskLamp, porch])
    }
}
