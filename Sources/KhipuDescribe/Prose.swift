import Foundation

/// Doc comments as prose: the comment's lines joined into paragraphs.
enum Prose {
    /// The paragraphs of a doc comment; a blank line separates two, a line break inside one
    /// is a space.
    static func paragraphs(_ doc: String?) -> [String] {
        guard let doc else { return [] }
        var paragraphs: [String] = []
        var current: [String] = []
        for line in doc.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty {
                if !current.isEmpty { paragraphs.append(current.joined(separator: " ")) }
                current = []
            } else {
                current.append(trimmed)
            }
        }
        if !current.isEmpty { paragraphs.append(current.joined(separator: " ")) }
        return paragraphs
    }

    /// A doc comment on one line.
    static func oneLine(_ doc: String?) -> String {
        paragraphs(doc).joined(separator: " ")
    }
}
