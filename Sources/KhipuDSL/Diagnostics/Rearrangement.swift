/// A fix-it that moves text: the replacement for a diagnostic's range is the source text
/// of `pieces`, in this order, joined by ", ". `Ticket(slaHours: 4.1, openedAt: .now)`
/// becomes `Ticket(openedAt: .now, slaHours: 4.1)`. The decoder knows where the arguments
/// are but not their text; whoever holds the statement's text resolves it into the
/// diagnostic's `suggestion` (see `LocatedDiagnostic`).
public struct Rearrangement: Sendable, Hashable {
    public var pieces: [SourceRange]

    public init(pieces: [SourceRange]) {
        self.pieces = pieces
    }

    /// The replacement text; nil when a piece lies outside `text`.
    func replacement(in text: String) -> String? {
        let bytes = Array(text.utf8)
        var parts: [String] = []
        for piece in pieces {
            guard piece.start >= 0, piece.start <= piece.end, piece.end <= bytes.count else { return nil }
            parts.append(String(decoding: bytes[piece.start..<piece.end], as: UTF8.self))
        }
        return parts.joined(separator: ", ")
    }
}

extension Diagnostic {
    /// The diagnostic with its rearrangement, if any, spelled out as its suggestion.
    public func resolvingRearrangement(in text: String) -> Diagnostic {
        guard suggestion == nil, let rearrangement, let replacement = rearrangement.replacement(in: text) else { return self }
        var resolved = self
        resolved.suggestion = replacement
        return resolved
    }
}
