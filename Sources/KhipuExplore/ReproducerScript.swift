/// The `.khipu` script a finding comes down to: `:domain`, the steps, and what fails —
/// the invariant's `let`s and `expect`, the round trip's `expect`, or, for a step that
/// traps, hangs or fails, that step followed by an `expect` that holds once it ends — so
/// that `khipu run` fails the same way, and passes once the bug is fixed.
package enum ReproducerScript {
    package static func text(
        domain: String, program: [ExploreStep], finding: Finding, invariants: Invariants, seed: UInt64, run: Int, toolName: String
    ) -> String {
        var lines = [":domain \(domain)"]
        lines.append("# Found by `\(toolName) explore --seed \(seed)` (run \(run + 1)): \(finding.headline).")
        for line in finding.details.split(separator: "\n", omittingEmptySubsequences: false).prefix(8) {
            lines.append(("# " + line).trimmingTrailingSpaces)
        }
        lines += program.map(\.text)
        switch finding.kind {
        case .invariant(let index):
            lines += invariants.statements(for: index)
        case .roundTrip:
            lines.append(finding.expectation ?? "expect state == state")
        case .trap, .hang, .statementFailed:
            switch finding.kind {
            case .trap: lines.append("# The step above traps; once it runs, this holds:")
            // A step that never returns holds `run` too: nothing inside the process can stop it.
            case .hang: lines.append("# The step above never ends (one that never returns holds `run` too: stop it with `timeout`); once it ends, this holds:")
            default: lines.append("# The step above fails; once it runs, this holds:")
            }
            lines.append("expect state == state")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

extension String {
    fileprivate var trimmingTrailingSpaces: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
