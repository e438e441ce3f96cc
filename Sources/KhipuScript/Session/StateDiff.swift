import Foundation
import KhipuDSL

/// The parts of the state a statement changed, for the REPL to show after a dispatch or a
/// move through the history: the path to each change (`items: [` `[1]: TodoItem(`), the
/// changed fields as `-`/`+` lines, and the unchanged neighbours folded as
/// "… (N unchanged)" (see `PrintedDiff`).
package enum StateDiff {
    /// The core's diff line, the one type every edge shows (terminal, report, wire).
    package typealias Line = PrintedDiff.Line

    /// nil when both states print the same.
    package static func lines(before: Any, after: Any) -> [Line]? {
        guard let old = before as? any Encodable, let new = after as? any Encodable else {
            let (old, new) = (String(describing: before), String(describing: after))
            return old == new ? nil : [Line(.removed, old), Line(.added, new)]
        }
        return PrintedDiff.lines(before: old, after: new)
    }
}
