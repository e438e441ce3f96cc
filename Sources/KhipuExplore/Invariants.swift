import Foundation
import KhipuDSL
import KhipuScript

/// The statements of an invariants file: `let`s and `expect`s about the state, run after
/// every step in order. Other statements (messages, clock moves, commands) would change
/// what they check, so the file may not have them.
package struct Invariants: Sendable {
    package struct Line: Sendable {
        package let text: String
        package let isExpectation: Bool
        /// The name a `let` binds.
        package let boundName: String?
        let parsed: ParsedStatement
    }

    package let lines: [Line]

    package static let none = Invariants(lines: [])

    private init(lines: [Line]) {
        self.lines = lines
    }

    /// Reads the file's text; a statement that is neither `let` nor `expect` is an error
    /// naming its line.
    package init(text: String, file: String) throws(InvariantsError) {
        var lines: [Line] = []
        for parsed in ParsedStatement.parsing(text) {
            let statement = parsed.source.text.trimmingCharacters(in: .whitespaces)
            if statement.hasPrefix("expect ") {
                lines.append(Line(text: statement, isExpectation: true, boundName: nil, parsed: parsed))
            } else if statement.hasPrefix("let ") {
                let name = statement.dropFirst(4).prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                lines.append(Line(text: statement, isExpectation: false, boundName: String(name), parsed: parsed))
            } else {
                throw InvariantsError(file: file, line: parsed.source.line, statement: statement)
            }
        }
        self.lines = lines
    }

    /// The `let`s the expectation at `index` reads, directly or through other `let`s,
    /// then the expectation: what a reproducer needs of the file.
    package func statements(for index: Int) -> [String] {
        var needed: Set<Int> = [index]
        for candidate in lines.indices.reversed() where candidate < index {
            guard let name = lines[candidate].boundName else { continue }
            if needed.contains(where: { Self.mentions(lines[$0].text, name) }) { needed.insert(candidate) }
        }
        return needed.sorted().map { lines[$0].text }
    }

    private static func mentions(_ text: String, _ name: String) -> Bool {
        var rest = Substring(text)
        while let range = rest.range(of: name) {
            let before = rest[..<range.lowerBound].last
            let after = rest[range.upperBound...].first
            let isWord: (Character?) -> Bool = { $0.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false }
            if !isWord(before), !isWord(after), before != "." { return true }
            rest = rest[range.upperBound...]
        }
        return false
    }
}

/// An invariants file with a statement that is not `let` or `expect`.
package struct InvariantsError: Error, CustomStringConvertible {
    let file: String
    let line: Int
    let statement: String

    package var description: String {
        "\(file):\(line): an invariants file has only `let` and `expect` statements, not: \(statement)"
    }
}
