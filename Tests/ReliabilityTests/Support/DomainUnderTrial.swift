import ExampleDomains
import FastingTimer
import Foundation
import Khipu
import KhipuDSL
import KhipuTestSupport
import Pendulums
import Testing

/// One domain of the `khipu` tool, with its `Message` and state types opened, tried with
/// states and messages generated from its schemas with a bias to extremes.
struct DomainUnderTrial: CustomTestStringConvertible, Sendable {
    let name: String
    let run: @Sendable (_ plan: GeneratedTrialPlan) async -> GeneratedTrialReport

    var testDescription: String { name }

    init<Message: Codable & Equatable & SendableMetatype, State: Codable & Equatable & Alterable & SendableMetatype>(
        _ definition: @escaping @Sendable () -> AppDomainDefinition<Message, State>,
        custom: @escaping @Sendable () -> [ObjectIdentifier: SchemaValueGenerator.Custom] = { [:] }
    ) {
        let name = definition().name
        self.name = name
        run = { plan in
            let trial = DomainTrial(definition: definition())
            var generator = SchemaValueGenerator(seed: plan.seed, bias: .extremes)
            generator.custom = custom()
            generator.largeArrayCount = plan.largeArrayCount
            var report = GeneratedTrialReport(seed: plan.seed)
            let states: [State] = plan.generate(State.self, count: plan.states, large: plan.largeStates, with: &generator, trial: trial, report: &report.states)
            let generated: [Message] = plan.generate(Message.self, count: plan.messages, large: 1, with: &generator, trial: trial, report: &report.messages)
            let messages = (try? trial.messages(extra: [])) ?? []
            report.documentedMessages = messages.count
            let record = TrialRecord(name: name, rerun: plan.rerun(name))
            report.findings = await trial.run(states: states, messages: messages + generated, seed: plan.seed, clockSteps: plan.clockSteps, record: record)
            let casesPerPair = LongTrials.areEnabled ? DomainTrial<Message, State>.clocks.count * trial.gatewayModes.count : 1
            report.runs = states.count * (messages.count + generated.count) * casesPerPair
            return report
        }
    }

    /// The domains of `all` named in `KHIPU_RELIABILITY_DOMAIN` (comma-separated), or all.
    static var selected: [DomainUnderTrial] {
        guard let names = ProcessInfo.processInfo.environment["KHIPU_RELIABILITY_DOMAIN"] else { return all }
        let wanted = Set(names.split(separator: ",").map(String.init))
        return all.filter { wanted.contains($0.name) }
    }

    /// The domains of the `khipu` tool, in its order.
    static let all: [DomainUnderTrial] = ExampleDomains.map(Trials())

    /// Values a domain's schema cannot generate alone, by domain name.
    static let customGenerators: [String: @Sendable () -> [ObjectIdentifier: SchemaValueGenerator.Custom]] = [
        // The reducer's state is held in a wrapper that is coded as the state it wraps.
        "fastingtimer": {
            [ObjectIdentifier(FastingTimer.AppState.self): { generator, depth in generator.text(for: TimerState.self, depth: depth) }]
        },
        // A stored pendulum has one or two arms and starts with as many; other counts are refused.
        "pendulums": {
            [ObjectIdentifier(Pendulum.self): { generator, depth in
                let count = generator.random.chance(50) ? 1 : 2
                var arms: [String] = []
                for _ in 0..<(2 * count) {
                    guard let arm = generator.text(for: Arm.self, depth: depth + 2) else { return nil }
                    arms.append(arm)
                }
                guard let id = generator.text(for: Int.self, depth: depth + 1), let gravity = generator.text(for: Double.self, depth: depth + 1),
                      let damping = generator.text(for: Double.self, depth: depth + 1) else { return nil }
                let now = arms.prefix(count).joined(separator: ", "), start = arms.suffix(count).joined(separator: ", ")
                return "Pendulum(id: \(id), arms: [\(now)], start: [\(start)], gravity: \(gravity), damping: \(damping))"
            }]
        },
    ]
}

private struct Trials: ExampleDomainMapping {
    func map<Message: SendableMetatype, State: SendableMetatype>(_ definition: @escaping @Sendable () -> AppDomainDefinition<Message, State>) -> DomainUnderTrial {
        DomainUnderTrial(definition, custom: DomainUnderTrial.customGenerators[definition().name] ?? { [:] })
    }
}
