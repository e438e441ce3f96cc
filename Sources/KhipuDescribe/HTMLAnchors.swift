import Foundation

/// The anchors of one domain's part of the html page: an id for every section, type,
/// case, message, change and row, unique on the page, and code with the names of the
/// domain's documented types linked to their definitions.
struct HTMLAnchors {
    let domain: String
    /// The documented types' names and their anchors.
    private let typeAnchors: [String: String]

    init(_ reference: DomainReference) {
        domain = reference.domain
        var anchors: [String: String] = [:]
        for change in reference.grammar.changes { anchors[change.type] = Self.id(reference.domain, "type", change.type) }
        for entry in reference.grammar.types { anchors[entry.name] = Self.id(reference.domain, "type", entry.name) }
        typeAnchors = anchors
    }

    var section: String { Self.id(domain) }
    func part(_ name: String) -> String { Self.id(domain, name) }
    func type(_ name: String) -> String { typeAnchors[name] ?? Self.id(domain, "type", name) }
    func member(_ name: String, of type: String) -> String { Self.id(domain, "type", type, name) }
    func message(_ path: String) -> String { Self.id(domain, "message", path) }
    func row(_ number: Int) -> String { Self.id(domain, "row", String(number)) }

    /// `todos-type-TodoItem`: letters, digits, `_` and `.` kept, anything else one `-`.
    static func id(_ parts: String...) -> String {
        parts.map { part in
            var slug = ""
            for character in part {
                if character.isLetter || character.isNumber || character == "_" || character == "." {
                    slug.append(character)
                } else if !slug.hasSuffix("-") {
                    slug.append("-")
                }
            }
            return slug.trimmingCharacters(in: ["-"])
        }.filter { !$0.isEmpty }.joined(separator: "-")
    }

    /// `code` as HTML, each documented type's name in it a link to its definition.
    func linked(_ code: String) -> String {
        var html = ""
        var word = ""
        func flush() {
            guard !word.isEmpty else { return }
            if let anchor = typeAnchors[word] {
                html += "<a href=\"#\(anchor)\">\(HTMLRenderer.escape(word))</a>"
            } else {
                html += HTMLRenderer.escape(word)
            }
            word = ""
        }
        for character in code {
            if character.isLetter || character.isNumber || character == "_" {
                word.append(character)
            } else {
                flush()
                html += HTMLRenderer.escape(String(character))
            }
        }
        flush()
        return html
    }
}
