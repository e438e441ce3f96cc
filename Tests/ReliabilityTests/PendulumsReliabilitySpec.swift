import Foundation
import Khipu
import KhipuDSL
import Pendulums
import Testing

@Suite("Pendulums, extreme states × every message")
struct PendulumsReliabilitySpec {
    static let slots: KeyValuePairs<String, [String]> = [
        "double": ExtremeValues.doubles, "int": ExtremeValues.ints, "released": ["true", "false"],
    ]
    static let arm = "Arm(length: {double}, mass: {double}, angle: {double}, angularVelocity: {double})"
    static let pendulum = "Pendulum(id: {int}, arms: [\(arm), Arm(length: 1.0, mass: 1.0, angle: 1.0, angularVelocity: 0.0)], start: [\(arm), \(arm)], gravity: {double}, damping: {double})"

    @Test("Pendulums, labs with extreme arms, times and step counts, answer every message without a trap")
    func extremeLabs() async throws {
        let trial = DomainTrial(definition: PendulumsDomain.definition)
        let simple = "Pendulum(id: 9223372036854775807, arms: [Arm(length: 1.0, mass: 1.0, angle: 0.5, angularVelocity: 0.0)], start: [Arm(length: 1.0, mass: 1.0, angle: 0.5, angularVelocity: 0.0)], gravity: 9.81, damping: 0.0)"
        let states = try trial.states(
            ExtremeValues.variants(
                "AppState(lab: Lab(pendulums: [\(Self.pendulum), \(simple)], time: {double}, steps: {int}, isReleased: {released}))",
                Self.slots
            ) + [
                "AppState(lab: Lab(pendulums: [], time: .nan, steps: 9223372036854775807, isReleased: true))",
                "AppState(lab: Lab(pendulums: \(ExtremeValues.array(count: 10) { _ in simple }), time: 1.7976931348623157e+308, steps: -9223372036854775808, isReleased: true))",
            ]
        )
        let messages = try trial.messages(extra: ExtremeValues.variants(
            ".pendulums(.add(.double(\(Self.arm), \(Self.arm)), gravity: {double}, damping: {double}))", Self.slots
        ) + ExtremeValues.doubles.flatMap { double in
            [".pendulums(.step(dt: \(double)))", ".pendulums(.advance(steps: 1000, dt: \(double)))"]
        } + ExtremeValues.ints.flatMap { int in
            [".pendulums(.advance(steps: \(int), dt: 0.01))", ".pendulums(.compare(\(int), 9223372036854775807))"]
        })
        await trial.check(states: states, messages: messages)
    }

    @Test("Pendulums, a stored pendulum with no arms, three arms or a different start is refused, not trapped on",
          arguments: [
            "arms: [], start: []",
            "arms: [{arm}, {arm}, {arm}], start: [{arm}, {arm}, {arm}]",
            "arms: [{arm}], start: []",
            "arms: [{arm}], start: [{arm}, {arm}]",
          ])
    func refusedArmCounts(arms: String) throws {
        let arm = "Arm(length: 1.0, mass: 1.0, angle: 0.5, angularVelocity: 0.0)"
        let text = "AppState(lab: Lab(pendulums: [Pendulum(id: 1, \(arms.replacingOccurrences(of: "{arm}", with: arm)), gravity: 9.81, damping: 0.0)], time: 0.0, steps: 0, isReleased: true))"
        let decoder = DSLValueDecoder(context: DSLDecodingContext(types: PendulumsDomain.definition.exposedTypes))
        #expect(throws: (any Error).self) {
            try decoder.decode(AppState.self, from: DSLParser.parseExpression(text))
        }
    }
}
