@testable import KhipuDSLMacrosUnderTest
import SwiftSyntax
import Testing

@Suite("Doc comments")
struct DocCommentTests {
    @Test(arguments: [
        (Trivia(pieces: [.docLineComment("/// Adds an item."), .newlines(1)]), "Adds an item."),
        (Trivia(pieces: [.docLineComment("///Tight."), .newlines(1)]), "Tight."),
        (Trivia(pieces: [.docLineComment("///   Indented."), .newlines(1)]), "  Indented."),
        (
            Trivia(pieces: [
                .docLineComment("/// First."), .newlines(1), .spaces(4),
                .docLineComment("///"), .newlines(1), .spaces(4),
                .docLineComment("/// Third."), .newlines(1),
            ]),
            "First.\n\nThird."
        ),
        (Trivia(pieces: [.docBlockComment("/** On one line. */"), .newlines(1)]), "On one line."),
        (Trivia(pieces: [.docBlockComment("/**\n * With a gutter,\n * two lines.\n */"), .newlines(1)]), "With a gutter,\ntwo lines."),
        (Trivia(pieces: [.docBlockComment("/**\n    No gutter:\n      - indented\n */")]), "No gutter:\n  - indented"),
        (
            Trivia(pieces: [.docLineComment("/// License."), .newlines(2), .docLineComment("/// The doc."), .newlines(1)]),
            "The doc."
        ),
        (
            Trivia(pieces: [.docLineComment("/// Old."), .newlines(1), .lineComment("// note"), .newlines(1), .docLineComment("/// New.")]),
            "New."
        ),
        (Trivia(pieces: [.docLineComment("/// Kept."), .newlines(2)]), "Kept."),
    ])
    func docText(trivia: Trivia, expected: String) {
        #expect(DocComment.text(in: trivia) == expected)
    }

    @Test(arguments: [
        Trivia(pieces: []),
        Trivia(pieces: [.lineComment("// plain"), .newlines(1)]),
        Trivia(pieces: [.blockComment("/* plain */"), .newlines(1)]),
        Trivia(pieces: [.docLineComment("///"), .newlines(1)]),
        Trivia(pieces: [.docBlockComment("/** */")]),
    ])
    func noDocText(trivia: Trivia) {
        #expect(DocComment.text(in: trivia) == nil)
    }
}
