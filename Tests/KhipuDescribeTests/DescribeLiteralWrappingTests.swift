import ExampleDomains
import Foundation
import Khipu
import KhipuDSL
import Testing
@testable import KhipuDescribe
@testable import KhipuScript

/// A note with a long text, for cells whose literals are longer than a narrow terminal.
@DSL
enum NoteMessage: Codable, Equatable, Sendable {
    /// Files a note.
    case file(Note)
    /// The answer to `.file`.
    case filed(Note, reference: String)
}

/// A note.
@DSL
struct Note: Codable, Equatable, Sendable {
    /// Its id.
    let id: UUID
    /// What it says.
    let text: String
}

struct NoteState: Codable, Equatable, Alterable {
    enum Change: Codable, Equatable { case nothing }
    func alter(_ changes: Change...) -> NoteState { self }
}

private func noteDefinition() -> AppDomainDefinition<NoteMessage, NoteState> {
    AppDomainDefinition(
        name: "notes",
        summary: "Notes with long texts.",
        exposedTypes: [Note.self],
        initialState: { NoteState() },
        createAppDomain: { _, receivers, output in
            createAppCore(receivers: receivers, features: [{ if case .file(let note) = $0 { output(.filed(note, reference: "REF-\(note.text.count)-a, (b) [c] \\\"quoted\\\" and more words")) } }])
        },
        documentation: DomainDocumentation {
            let note = Note(id: KhipuEnvironment.current.newID(), text: "A note whose text is longer than a narrow terminal, with commas, (parentheses) and [brackets]")
            return DocumentationTable(
                fixtures: [.fixture("note", note, "a long note")],
                rows: [.row("Files a note.", .file(note), success: .filed(note, reference: "REF-\(note.text.count)-a, (b) [c] \\\"quoted\\\" and more words"))]
            )
        }
    )
}

@Suite("describe's text breaks between arguments, never inside a literal")
struct DescribeLiteralWrappingTests {
    /// The string literals of a printed value.
    private func literals(_ text: String) -> [String] {
        var found: [String] = []
        var current: String?
        var escaped = false
        for character in text {
            if var literal = current {
                literal.append(character)
                current = literal
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" {
                    found.append(literal)
                    current = nil
                }
            } else if character == "\"" {
                current = "\""
            }
        }
        return found
    }

    private func occurrences(of needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }

    @Test("every string literal of every cell and fixture stays on one line, at every width",
          arguments: [20, 28, 40, 56, 80, 100, 140])
    func literalsStayWhole(width: Int) {
        let domains = ExampleDomains.all.map(\.describable) + [KhipuDomain(noteDefinition()).describable]
        for domain in domains {
            let reference = DomainReference(domain)
            let text = TextRenderer.render(reference, width: width)
            var rowCells: [String] = []
            for row in reference.rows {
                rowCells.append(row.command.text)
                for column in [row.success, row.failure, row.refusal] { rowCells += column.map(\.text) }
            }
            let cells = rowCells + reference.fixtures.map(\.binding)
            for literal in Set(cells.flatMap(literals)) where literal.count > 2 {
                let expected = cells.reduce(0) { $0 + occurrences(of: literal, in: $1) }
                #expect(occurrences(of: literal, in: text) >= expected, "\(domain.name) at \(width): \(literal) was cut")
            }
        }
    }

    @Test("a long value still breaks between its arguments where it can")
    func breaksBetweenArguments() {
        let lines = TextWrapping.code(#".filed(Note(id: "00000000-0000-0000-0000-000000000001", text: "x"), reference: "REF")"#, width: 30)
        #expect(lines.count > 1)
        #expect(lines.contains { $0.contains(#""00000000-0000-0000-0000-000000000001""#) })
        for line in lines {
            #expect(line.filter { $0 == "\"" }.count % 2 == 0, "\(line)")
        }
    }
}
