/// The `classname` of a script's test cases: its path as a dotted package path, as CI tools
/// lay out classnames. Jenkins splits a classname at its last dot into package and class,
/// so `scripts/todos.khipu` is `scripts.todos`: package `scripts`, class `todos`, where
/// `scripts.todos.khipu` would be package `scripts.todos`, class `khipu`.
///
/// The `.khipu` extension goes, each directory becomes a package, and a dot inside a name is
/// written `_` so that it splits nothing; `.` and empty components (a leading `/`, `./`)
/// are left out, `..` is written `__`.
enum JUnitClassName {
    static func of(_ path: String) -> String {
        let withoutExtension = path.hasSuffix(".khipu") ? String(path.dropLast(".khipu".count)) : path
        let components = withoutExtension.split(separator: "/")
            .filter { $0 != "." }
            .map { String($0.map { $0 == "." ? "_" : $0 }) }
        return components.isEmpty ? "_" : components.joined(separator: ".")
    }
}
