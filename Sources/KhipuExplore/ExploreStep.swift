import Khipu

/// One statement of a generated program: a message sent to the domain, or a clock move.
package struct ExploreStep: Codable, Hashable, Sendable {
    package enum Kind: String, Codable, Sendable {
        case message
        case clockMove
    }

    package var kind: Kind
    /// The statement as a script writes it: `.todos(.cmd(.add(item: "a")))`, `:clock advance 15m`.
    package var text: String
    /// For a message, its case's path (`todos.cmd.add`), which the summary counts by.
    package var messageCase: String?

    package init(kind: Kind, text: String, messageCase: String? = nil) {
        self.kind = kind
        self.text = text
        self.messageCase = messageCase
    }

    package static func clockMove(_ duration: Duration) -> ExploreStep {
        ExploreStep(kind: .clockMove, text: ":clock advance " + DurationText.spoken(duration))
    }

    /// The duration a clock move moves by.
    package var clockDuration: Duration? {
        guard kind == .clockMove else { return nil }
        return DurationText.duration(from: String(text.dropFirst(":clock advance ".count)))
    }
}
