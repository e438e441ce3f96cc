import Foundation
import KhipuDSL

/// Finds the type named in `let x: Type = …` among the builtins and the domain's types.
enum TypeLookup {
    static func type(named name: String, at range: SourceRange, in names: TypeNames) throws(Diagnostic) -> any Decodable.Type {
        switch names.type(named: name) {
        case .success(let type):
            return type
        case .failure(.notHashable(let key)):
            throw Diagnostic("\(key) is not Hashable, so it cannot be a set's element or a dictionary's key", at: range)
        case .failure(.ambiguous(let short, let candidates)):
            throw Diagnostic(
                "'\(short)' names more than one type",
                at: range,
                notes: ["write one of: " + candidates.joined(separator: ", ")]
            )
        case .failure(.unknown(let unknown)):
            let candidates = names.names
            throw Diagnostic(
                "unknown type '\(unknown)'",
                at: range,
                notes: ["types: " + candidates.joined(separator: ", "), "and [T], [K: V], Set<T>, T? of them"],
                suggestion: DidYouMean.suggestion(for: unknown, among: candidates)
            )
        }
    }
}
