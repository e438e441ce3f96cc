import Counter
import Khipu
import Testing

@Suite("Counter, extreme states × every message")
struct CounterReliabilitySpec {
    @Test("Counter, at 0, 1 and UInt.max, answers every message without a trap")
    func extremeCounters() async throws {
        let trial = DomainTrial(definition: CounterDomain.definition)
        let states = try trial.states(ExtremeValues.uints.map { "AppState(counter: DeclarativeCounter(value: \($0)))" })
        let messages = try trial.messages(extra: ExtremeValues.uints.flatMap { value in
            [".counter(.cmd(.incrementBy(.value(\(value)))))", ".counter(.cmd(.decrementBy(.value(\(value)))))",
             ".counter(.cmd(.increment))", ".counter(.cmd(.decrement))",
             ".counter(.ack(.changed(by: .incrementBy(.value(\(value))), to: \(value))))"]
        })
        await trial.check(states: states, messages: messages)
    }
}
