import Foundation
import KhipuDSL
import KhipuScript

/// One completion an editor shows: the REPL's Tab candidates, for the language server.
package struct EditorCompletionItem: Equatable {
    /// The text that replaces the fragment being typed, e.g. `.add(`.
    package let insertion: String
    /// How the list shows it, e.g. `.add(item: TodoItem)`.
    package let label: String
    /// The first line of its documentation, if it has one.
    package let summary: String?
}

/// The completer and the schema's docs for an editor: what may follow the text before
/// the cursor, and the `///` documentation of the case or type a word names.
package enum EditorCompletion {
    /// `text` is the statement up to the cursor; returns the UTF-8 offset into it where
    /// the replaced fragment starts, and the candidates, as the REPL offers them.
    package static func complete(_ text: String, interpreter: Interpreter, directory: String) -> (fragmentStart: Int, items: [EditorCompletionItem]) {
        var context = CompletionContext(interpreter: interpreter)
        context.currentDirectory = directory
        let completions = Completer(context: context).complete(text)
        let items = completions.candidates.map { EditorCompletionItem(insertion: $0.insertion, label: $0.display, summary: $0.summary) }
        return (completions.fragmentStart, items)
    }

    /// The documentation of the word ending at the end of `text`: `.add` (a case of the
    /// type expected there) or `TodoItem` (a type the domain exposes), as Markdown.
    package static func documentation(endingAt text: String, word: String, interpreter: Interpreter) -> String? {
        if let type = interpreter.exposedTypes.first(where: { DSLTypeName.of($0) == word }), let schema = TypeShape.schema(of: type) {
            return markdown(signature: schema.name, doc: schema.doc)
        }
        guard text.hasSuffix("." + word) else { return nil }
        let context = CompletionContext(interpreter: interpreter)
        let candidates = Completer(context: context).complete(text).candidates
        guard let candidate = candidates.first(where: { $0.insertion == "." + word || $0.insertion == "." + word + "(" }) else {
            return nil
        }
        let doc = fullDoc(ofCase: word, summary: candidate.summary, from: [interpreter.messageType] + interpreter.exposedTypes)
        return markdown(signature: candidate.display, doc: doc ?? candidate.summary)
    }

    private static func markdown(signature: String, doc: String?) -> String {
        "```swift\n\(signature)\n```" + (doc.map { "\n\n" + $0 } ?? "")
    }

    /// The whole `///` comment of the case named `name` whose first line is `summary`,
    /// found among the types reachable from `roots`.
    private static func fullDoc(ofCase name: String, summary: String?, from roots: [Any.Type]) -> String? {
        var seen: Set<ObjectIdentifier> = []
        var queue = roots
        while let type = queue.popLast() {
            let unwrapped = TypeShape.element(of: type) ?? TypeShape.unwrappingOptionals(type)
            guard seen.insert(ObjectIdentifier(unwrapped)).inserted, let schema = TypeShape.schema(of: unwrapped) else { continue }
            for dslCase in schema.cases {
                if dslCase.name == name, let doc = dslCase.doc, doc.split(separator: "\n").first.map(String.init) == summary {
                    return doc
                }
                queue += dslCase.parameters.map(\.type)
            }
            queue += schema.fields.map(\.type)
        }
        return nil
    }
}
