import Khipu
import Lighting
import Testing

@Suite("Lighting, extreme states × every message")
struct LightingReliabilitySpec {
    static let light = "Light(id: {int}, name: {string}, isOn: true, brightness: {int}, colour: .purple)"
    static let slots: KeyValuePairs<String, [String]> = ["int": ExtremeValues.ints, "string": ExtremeValues.strings]

    @Test("Lighting, lights with extreme ids, names and brightness, answer every message without a trap")
    func extremeLights() async throws {
        let trial = DomainTrial(definition: LightingDomain.definition)
        let lights = ExtremeValues.variants(Self.light, Self.slots)
        let states = try trial.states(["AppState(lights: [])"] + lights.map { "AppState(lights: [\($0), \($0)])" })
        let messages = try trial.messages(extra: zip(lights, ExtremeValues.ints.reversed()).flatMap { light, int in
            [".dim(.light(\(light)), to: \(int))", ".dim(.all, to: \(int))", ".turn(.on, .light(\(light)))",
             ".colour(.light(\(light)), to: .green)", ".loading(.lights([\(light)]), .succeeded)"]
        })
        await trial.check(states: states, messages: messages)
    }

    @Test("Lighting, 2,000 lights, answer every documented message without a trap")
    func manyLights() async throws {
        let trial = DomainTrial(definition: LightingDomain.definition)
        let lights = ExtremeValues.array(count: 2_000) { "Light(id: \($0), name: \"l\", isOn: false, brightness: 0, colour: .red)" }
        await trial.check(states: try trial.states(["AppState(lights: \(lights))"]), messages: try trial.messages(extra: []))
    }
}
