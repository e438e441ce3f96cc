import Foundation
import KhipuDSL

/// Finds the type named in `let x: Type = …` among the builtins and the domain's types.
enum TypeLookup {
    static var builtins: [String: any Decodable.Type] {
        [
            "String": String.self, "Int": Int.self, "Double": Double.self, "Bool": Bool.self,
            "Date": Date.self, "UUID": UUID.self,
            "[String]": [String].self, "[Int]": [Int].self, "[Double]": [Double].self,
        ]
    }

    static func type(named name: String, at range: SourceRange, in exposed: [any Decodable.Type]) throws(Diagnostic) -> any Decodable.Type {
        if let builtin = builtins[name] { return builtin }
        var known: [String: any Decodable.Type] = [:]
        for type in exposed { known[DSLTypeName.of(type)] = type }
        if let type = known[name] { return type }
        let candidates = builtins.keys.sorted() + known.keys.sorted()
        throw Diagnostic(
            "unknown type '\(name)'",
            at: range,
            notes: ["types: " + candidates.joined(separator: ", ")],
            suggestion: DidYouMean.suggestion(for: name, among: candidates)
        )
    }
}
