import Foundation
import Testing

/// Every domain of the `khipu` tool, from states generated from its schemas with a bias to
/// extremes, answers every documented and generated message, with its timers let run a
/// little, without a trap; every answer and the state after it print as text that reads
/// back. A trap ends the test process: the state and message it ran are then in
/// `$TMPDIR/khipu-reliability/<domain>.state.khipu` and `<domain>.case.txt`, with the seed
/// to run it again (`KHIPU_RELIABILITY_SEED=<seed> KHIPU_RELIABILITY_DOMAIN=<domain> swift test --filter
/// GeneratedStatesReliabilitySpec`).
@Suite("Every domain, generated extreme states × documented and generated messages")
struct GeneratedStatesReliabilitySpec {
    @Test("A domain, from generated extreme states, answers every message without a trap, in text that reads back",
          arguments: DomainUnderTrial.selected)
    func generatedStates(domain: DomainUnderTrial) async {
        let report = await domain.run(GeneratedTrialPlan())
        #expect(report.findings.isEmpty, "\(domain.name), \(report)\n\(report.findings.prefix(3).joined(separator: "\n"))")
        #expect(report.states.generated > report.states.refused, "\(domain.name), \(report): every generated state was refused")
        #expect(report.messages.generated > report.messages.refused, "\(domain.name), \(report): every generated message was refused")
        print("\(domain.name): \(report)")
    }
}
