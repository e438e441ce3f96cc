import Foundation
import KhipuDSL
import KhipuCompletion
import KhipuScript

/// An open `.khipu` file and what the language server tells about it: its diagnostics,
/// completion, hover and definitions. An edit re-checks only the statements it changed
/// (`DocumentChecks`); a request answers from the statement at the cursor, resuming the
/// checker from the checkpoint before it, so it costs the same in a long document.
final class KhipuDocument {
    let uri: String
    private(set) var version: Int?
    private(set) var content: DocumentText
    let checks: DocumentChecks

    init(uri: String, text: String, version: Int?, domains: [KhipuDomain], defaultDomain: KhipuDomain) {
        self.uri = uri
        self.version = version
        content = DocumentText(text)
        checks = DocumentChecks(domains: domains, defaultDomain: defaultDomain)
        checks.update(content.statements)
    }

    var text: String { content.text }
    var statements: [StatementSource] { content.statements }

    /// Applies a `didChange`'s changes in order; false if one of them could not be read.
    func change(_ changes: [[String: Any]], version: Int?) -> Bool {
        var changed = content
        for change in changes {
            guard changed.apply(change) else { return false }
        }
        content = changed
        self.version = version
        checks.update(content.statements)
        return true
    }

    /// One LSP diagnostic per statement that does not parse or type-check, as far as the
    /// checks have gone.
    func diagnostics() -> [[String: Any]] {
        checks.diagnostics.map { Self.json($0.diagnostic, in: $0.statement) }
    }

    static func json(_ diagnostic: Diagnostic, in statement: StatementSource) -> [String: Any] {
        let diagnostic = diagnostic.resolvingRearrangement(in: statement.text)
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

    func statement(at position: TextPosition) -> (index: Int, source: StatementSource, beforeCursor: String) {
        content.statement(at: position)
    }

    /// A checker that has gone through the statements before the `index`th.
    func checker(before index: Int) async -> ScriptChecker? {
        await checks.checker(before: index)
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
        for earlier in statements.prefix(index).reversed() where earlier.text.contains(word.name) {
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
