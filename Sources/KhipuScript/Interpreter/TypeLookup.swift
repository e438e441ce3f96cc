import Foundation
import KhipuDSL

/// Finds the type named in `let x: Type = …` among the builtins and the domain's types.
enum TypeLookup {
    static func type(named name: String, at range: SourceRange, in names: TypeNames) throws(Diagnostic) -> any Decodable.Type {
        switch names.type(named: name) {
        case .success(let type):
            return type
        case .failure(.notHashable(let key)):
            throw Diagnostic.notHashable(key, at: range)
        case .failure(.notComparable(let bound)):
            throw Diagnostic.notARange(
                expected: "a range", found: "bounds of type \(bound), which are not Comparable", at: range, notes: [RangeForm.note])
        case .failure(.ambiguous(let short, let candidates)):
            throw Diagnostic.ambiguousTypeName(short, candidates: candidates, at: range)
        case .failure(.unknown(let unknown)):
            let candidates = names.names
            throw Diagnostic.unknownType(
                unknown,
                at: range,
                notes: ["types: " + candidates.joined(separator: ", "), "and [T], [K: V], Set<T>, T?, ClosedRange<T>, Range<T> of them"],
                suggestion: DidYouMean.suggestion(for: unknown, among: candidates)
            )
        }
    }
}
