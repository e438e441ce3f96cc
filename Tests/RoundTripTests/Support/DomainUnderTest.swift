import ExampleDomains
import FastingTimer
import Khipu
import KhipuDSL
import KhipuScript
import KhipuTestSupport
import Pendulums
import Testing

/// One of the ten example domains, with its `Message` and state types opened.
struct DomainUnderTest: CustomTestStringConvertible, @unchecked Sendable {
    let name: String
    /// Runs the round-trip check over `count` messages and `count` states.
    let check: (_ count: Int) -> [(type: String, report: RoundTripCheck.Report)]
    /// The state type, and the generators its values need beyond the schema.
    let stateType: any Codable.Type
    let custom: () -> [ObjectIdentifier: SchemaValueGenerator.Custom]
    /// nil when `text` builds the same state with and without `DSLConstructible`, else what differs.
    let compareStateWays: (_ text: String, _ fast: DSLValueDecoder, _ codable: DSLValueDecoder) -> String?

    var testDescription: String { name }

    init<Message: Codable, State: Codable>(
        _ definition: @escaping @Sendable () -> AppDomainDefinition<Message, State>,
        custom: @escaping @Sendable () -> [ObjectIdentifier: SchemaValueGenerator.Custom] = { [:] }
    ) {
        name = definition().name
        stateType = State.self
        self.custom = custom
        compareStateWays = { text, fast, codable in FastConstructionTests.compare(State.self, text, fast, codable) }
        check = { count in
            let roundTrip = RoundTripCheck(custom: custom())
            return [
                (DSLTypeName.of(Message.self), roundTrip.run(Message.self, count: count)),
                (DSLTypeName.of(State.self), roundTrip.run(State.self, count: count, firstSeed: 1_000_000)),
            ]
        }
    }

    /// The ten example domains, from their one list (`ExampleDomains`), each with the
    /// generators its values need beyond the schema.
    static let all: [DomainUnderTest] = ExampleDomains.map(Making())

    private struct Making: ExampleDomainMapping {
        func map<Message, State>(_ definition: @escaping @Sendable () -> AppDomainDefinition<Message, State>) -> DomainUnderTest {
            DomainUnderTest(definition, custom: DomainUnderTest.customGenerators[definition().name] ?? { [:] })
        }
    }

    /// By domain name.
    static let customGenerators: [String: @Sendable () -> [ObjectIdentifier: SchemaValueGenerator.Custom]] = [
        // The reducer's state is held in a wrapper that is coded as the state it wraps.
        "fastingtimer": {
            [ObjectIdentifier(FastingTimer.AppState.self): { generator, depth in generator.text(for: TimerState.self, depth: depth) }]
        },
        // A stored lab holds at most `Lab.capacity` pendulums, and a pendulum one or two arms
        // and starts with as many; their own `init(from:)` refuses other counts.
        "pendulums": {
            [
                ObjectIdentifier(Lab.self): { generator, depth in
                    let pendulums = (0..<generator.random.below(Lab.capacity + 1)).compactMap { _ in generator.text(for: Pendulum.self, depth: depth + 2) }
                    guard let time = generator.text(for: Double.self), let steps = generator.text(for: Int.self),
                          let isReleased = generator.text(for: Bool.self) else { return nil }
                    return "Lab(pendulums: [\(pendulums.joined(separator: ", "))], time: \(time), steps: \(steps), isReleased: \(isReleased))"
                },
                ObjectIdentifier(Pendulum.self): { generator, depth in
                    let count = 1 + generator.random.below(2)
                    let arms = (0..<count).compactMap { _ in generator.text(for: Arm.self, depth: depth + 2) }
                    let start = (0..<count).compactMap { _ in generator.text(for: Arm.self, depth: depth + 2) }
                    guard arms.count == count, start.count == count, let id = generator.text(for: Int.self),
                          let gravity = generator.text(for: Double.self), let damping = generator.text(for: Double.self) else { return nil }
                    return "Pendulum(id: \(id), arms: [\(arms.joined(separator: ", "))], start: [\(start.joined(separator: ", "))], gravity: \(gravity), damping: \(damping))"
                },
            ]
        },
    ]
}
