/// What a generated trial made and found.
struct GeneratedTrialReport: Sendable, CustomStringConvertible {
    struct Count: Sendable {
        var generated = 0
        /// Texts the decoder refused, as it refuses them in a store file or a script.
        var refused = 0
        /// Values holding a large array.
        var large = 0
    }

    let seed: UInt64
    var states = Count()
    var messages = Count()
    var documentedMessages = 0
    var runs = 0
    var findings: [String] = []

    var description: String {
        "seed \(seed): \(states.generated - states.refused) states (\(states.refused) refused, \(states.large) large) × "
            + "\(documentedMessages) documented + \(messages.generated - messages.refused) generated messages "
            + "(\(messages.refused) refused, \(messages.large) large) = \(runs) runs, \(findings.count) findings"
    }
}
