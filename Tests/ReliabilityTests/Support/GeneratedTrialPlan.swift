import Foundation
import KhipuTestSupport

/// How many states and messages a generated trial makes, from which seed.
struct GeneratedTrialPlan: Sendable {
    /// `KHIPU_RELIABILITY_SEED` when set, so that a run printed with its seed can be repeated.
    var seed: UInt64 = ProcessInfo.processInfo.environment["KHIPU_RELIABILITY_SEED"].flatMap(UInt64.init) ?? 1
    /// With `KHIPU_LONG_TESTS`, four times as many states and messages.
    var states = LongTrials.areEnabled ? 96 : 24
    /// Of `states`, how many hold one array of `largeArrayCount` elements.
    var largeStates = 1
    var largeArrayCount = 10_000
    var messages = LongTrials.areEnabled ? 96 : 24
    var clockSteps: [TimeInterval] = [1, 2]

    /// How to run this trial again, for the record a trap leaves behind.
    func rerun(_ domain: String) -> String {
        "KHIPU_RELIABILITY_SEED=\(seed) KHIPU_RELIABILITY_DOMAIN=\(domain) swift test --filter GeneratedStatesReliabilitySpec"
    }

    /// `count` values of `T` generated and decoded as a store or a script would be; the
    /// first `large` of them each with one large array. Texts the decoder refuses are
    /// counted, not tried: refusing them is the domain's answer to them.
    func generate<T: Decodable, Message, State>(
        _ type: T.Type, count: Int, large: Int, with generator: inout SchemaValueGenerator,
        trial: DomainTrial<Message, State>, report: inout GeneratedTrialReport.Count
    ) -> [T] {
        var values: [T] = []
        for index in 0..<count {
            var text: String?
            // A large array is drawn by chance: try until one was.
            for _ in 0..<(index < large ? 50 : 1) {
                generator.largeArrays = index < large ? 1 : 0
                text = generator.text(for: T.self)
                if generator.largeArrays == 0 { break }
            }
            report.generated += 1
            guard let text, let value = trial.decodedIfValid(T.self, text) else {
                report.refused += 1
                continue
            }
            if index < large, generator.largeArrays == 0 { report.large += 1 }
            values.append(value)
        }
        return values
    }
}
