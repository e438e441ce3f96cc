import Foundation
import KhipuDSL

/// The parts of the state a statement changed, for the REPL to show after a dispatch or a
/// move through the history: the path to each change (`items: [` `[1]: TodoItem(`), the
/// changed fields as `-`/`+` lines, and the unchanged neighbours folded as
/// "… (N unchanged)" (see `PrintedDiff`).
package enum StateDiff {
    package struct Line: Equatable, Sendable {
        package enum Kind: Equatable, Sendable { case context, removed, added, collapsed }
        package let kind: Kind
        package let text: String

        package init(_ kind: Kind, _ text: String) {
            self.kind = kind
            self.text = text
        }

        /// The line as plain text: `- `, `+ ` or two spaces, then the text.
        package var rendered: String {
            switch kind {
            case .removed: "- " + text
            case .added: "+ " + text
            case .context, .collapsed: "  " + text
            }
        }
    }

    /// nil when both states print the same.
    package static func lines(before: Any, after: Any) -> [Line]? {
        guard let old = before as? any Encodable, let new = after as? any Encodable else {
            let (old, new) = (String(describing: before), String(describing: after))
            return old == new ? nil : [Line(.removed, old), Line(.added, new)]
        }
        return PrintedDiff.lines(before: old, after: new)?.map { line in
            switch line.kind {
            case .context: Line(.context, line.text)
            case .removed: Line(.removed, line.text)
            case .added: Line(.added, line.text)
            case .collapsed: Line(.collapsed, line.text)
            }
        }
    }
}
