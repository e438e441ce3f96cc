/// The messages a dispatch emitted, as the expectations a written script checks them
/// with: each distinct message once, in the order it first came, with how many times it
/// came, so that a timer's fifteen identical answers are one `expect … × 15` line, not
/// fifteen. Two printed messages are the same message when they print the same (the round
/// trip contract), so the counts are what `expect M × N` finds when the script runs.
enum FoldedExpectations {
    struct Expected: Equatable {
        let message: String
        let count: Int

        /// `M`, or `M × N` when it came more than once.
        var text: String { Self.text(message, count: count) }

        static func text(_ message: String, count: Int) -> String {
            count == 1 ? message : message + " \(ExpectedRepeats.sign) \(count)"
        }
    }

    static func fold(_ outputs: [String]) -> [Expected] {
        var counts: [String: Int] = [:]
        var order: [String] = []
        for output in outputs {
            if counts[output] == nil { order.append(output) }
            counts[output, default: 0] += 1
        }
        return order.map { Expected(message: $0, count: counts[$0] ?? 1) }
    }
}
