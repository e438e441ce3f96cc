import Foundation
import KhipuDSL
import KhipuCompletion
import KhipuScript

/// An open `.khipu` file and what the language server tells about it: its diagnostics,
/// completion, hover and definitions. Every answer type-checks the statements before the
/// cursor afresh (a script is short; checking runs no domain), so nothing goes stale.
struct KhipuDocument {
    let uri: String
    var text: String
    let domains: [KhipuDomain]
    let defaultDomain: KhipuDomain

    var statements: [StatementSource] { StatementSplitter.split(text) }

    /// One LSP diagnostic per statement that does not parse or type-check.
    func diagnostics() async -> [[String: Any]] {
        guard let checker = try? ScriptChecker(domains: domains, defaultDomain: defaultDomain) else { return [] }
        var published: [[String: Any]] = []
        for statement in statements {
            guard let diagnostic = await checker.check(statement) else { continue }
            published.append(Self.json(diagnostic, in: statement))
        }
        return published
    }

    static func json(_ diagnostic: Diagnostic, in statement: StatementSource) -> [String: Any] {
        let start = TextPosition.of(diagnostic.range.start, in: statement.text, firstLine: statement.line - 1)
        let end = TextPosition.of(max(diagnostic.range.end, diagnostic.range.start), in: statement.text, firstLine: statement.line - 1)
        var lines = [diagnostic.message]
        lines += diagnostic.notes.map { "note: " + $0 }
        if let suggestion = diagnostic.suggestion { lines.append("did you mean '\(suggestion)'?") }
        let severity = switch diagnostic.severity {
        case .error: 1
        case .warning: 2
        case .note: 3
        }
        return [
            "range": ["start": start.json, "end": end.json],
            "severity": severity,
            "code": diagnostic.id.rawValue,
            "source": "khipu",
            "message": lines.joined(separator: "\n"),
        ]
    }

    /// The statement the cursor is in, with the text from its start to the cursor; a
    /// cursor on no statement is at the start of an empty one.
    func statement(at position: TextPosition) -> (index: Int, source: StatementSource, beforeCursor: String) {
        let cursor = position.offset(in: text)
        let all = statements
        for (index, statement) in all.enumerated().reversed() {
            let start = TextPosition(line: statement.line - 1, character: 0).offset(in: text)
            let end = start + statement.text.utf8.count
            guard start <= cursor else { continue }
            if cursor <= end {
                let before = String(decoding: Array(text.utf8)[start..<cursor], as: UTF8.self)
                return (index, statement, before)
            }
            return (index + 1, StatementSource(text: "", line: position.line + 1), "")
        }
        return (0, StatementSource(text: "", line: position.line + 1), "")
    }

    /// A checker that has gone through the statements before the `index`th.
    func checker(before index: Int) async -> ScriptChecker? {
        guard let checker = try? ScriptChecker(domains: domains, defaultDomain: defaultDomain) else { return nil }
        for statement in statements.prefix(index) {
            _ = await checker.check(statement)
        }
        return checker
    }

    func completion(at position: TextPosition) async -> [[String: Any]] {
        let (index, statement, before) = statement(at: position)
        guard let checker = await checker(before: index) else { return [] }
        let directory = URL(string: uri).map { $0.deletingLastPathComponent().path } ?? FileManager.default.currentDirectoryPath
        let (fragmentStart, items) = EditorCompletion.complete(before, interpreter: checker.interpreter, directory: directory)
        let start = TextPosition.of(fragmentStart, in: before, firstLine: statement.line - 1)
        let range: [String: Any] = ["start": start.json, "end": position.json]
        return items.enumerated().map { order, item in
            var entry: [String: Any] = [
                "label": item.label,
                "filterText": item.insertion,
                "sortText": String(format: "%04d", order),
                "textEdit": ["range": range, "newText": item.insertion],
                "kind": Self.kind(of: item.insertion),
            ]
            if let summary = item.summary { entry["detail"] = summary }
            return entry
        }
    }

    /// The LSP kind: enum member, variable, keyword or class.
    private static func kind(of insertion: String) -> Int {
        if insertion.hasPrefix(".") { return 20 }
        if insertion.hasPrefix(":") || insertion.hasSuffix(" ") { return 14 }
        if insertion.hasSuffix("(") { return 7 }
        return 6
    }

    func hover(at position: TextPosition) async -> [String: Any]? {
        let (index, statement, before) = statement(at: position)
        guard let word = Self.word(around: before, in: statement.text), let checker = await checker(before: index) else { return nil }
        if let documentation = EditorCompletion.documentation(endingAt: word.textToWordEnd, word: word.name, interpreter: checker.interpreter) {
            return ["contents": ["kind": "markdown", "value": documentation]]
        }
        if !word.textToWordEnd.hasSuffix("." + word.name),
            let value = checker.interpreter.boundValues.last(where: { $0.name == word.name })?.value,
            let encodable = value as? any Encodable
        {
            return ["contents": ["kind": "markdown", "value": "```\nlet \(word.name) = \(DSLPrinter.print(encodable))\n```"]]
        }
        return nil
    }

    /// Where the bound name under the cursor was last bound before its statement.
    func definition(at position: TextPosition) -> [String: Any]? {
        let (index, statement, before) = statement(at: position)
        guard let word = Self.word(around: before, in: statement.text), !word.textToWordEnd.hasSuffix("." + word.name) else { return nil }
        for earlier in statements.prefix(index).reversed() {
            guard let bound = ScriptChecker.boundName(in: earlier.text), bound.name == word.name else { continue }
            let start = TextPosition.of(bound.range.start, in: earlier.text, firstLine: earlier.line - 1)
            let end = TextPosition.of(bound.range.end, in: earlier.text, firstLine: earlier.line - 1)
            return ["uri": uri, "range": ["start": start.json, "end": end.json]]
        }
        return nil
    }

    /// The identifier the cursor is in or just after, and the statement's text up to its end.
    static func word(around before: String, in statement: String) -> (name: String, textToWordEnd: String)? {
        let isWordCharacter = { (c: Character) in c.isLetter || c.isNumber || c == "_" }
        let head = before.reversed().prefix(while: isWordCharacter)
        let rest = statement.dropFirst(before.count)
        let tail = rest.prefix(while: isWordCharacter)
        let name = String(head.reversed()) + tail
        guard let first = name.first, !first.isNumber else { return nil }
        return (name, before + tail)
    }
}
