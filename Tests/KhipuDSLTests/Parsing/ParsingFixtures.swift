import KhipuDSL

/// Helpers for the parser tests: a compact rendering of a tree's shape, and a way to
/// catch the one diagnostic of a failing parse.
enum ParsingFixtures {
    /// The shape of a tree without its ranges: `.add(item: "x")`, `int:42`, `a.b[int:0]`.
    static func sketch(_ expression: DSLExpression) -> String {
        switch expression.kind {
        case .string(let value): return value.debugDescription
        case .integer(let text): return "int:\(text)"
        case .float(let text): return "float:\(text)"
        case .bool(let value): return "\(value)"
        case .nil: return "nil"
        case .array(let elements): return "[" + elements.map(sketch).joined(separator: ", ") + "]"
        case .dictionary(let entries):
            return entries.isEmpty ? "[:]" : "[" + entries.map { sketch($0.key) + ": " + sketch($0.value) }.joined(separator: ", ") + "]"
        case .implicitMember(let name, _, let arguments):
            return "." + name + (arguments.map { "(" + sketch($0) + ")" } ?? "")
        case .call(let typeName, _, let arguments): return typeName + "(" + sketch(arguments) + ")"
        case .identifier(let name): return name
        case .member(let base, let name, _): return sketch(base) + "." + name
        case .subscript(let base, let index): return sketch(base) + "[" + sketch(index) + "]"
        case .methodCall(let base, let name, _, let arguments):
            return sketch(base) + "." + name + "(" + sketch(arguments) + ")"
        case .qualifiedMember(let typeName, _, let member): return typeName + sketch(member)
        case .range(let lower, let upper, let isClosed): return sketch(lower) + (isClosed ? "..." : "..<") + sketch(upper)
        }
    }

    static func sketch(_ arguments: [Argument]) -> String {
        arguments.map { ($0.label.map { $0 + ": " } ?? "") + sketch($0.value) }.joined(separator: ", ")
    }

    /// The diagnostic parsing `text` throws, or nil if it parses.
    static func diagnostic(parsing text: String) -> Diagnostic? {
        do {
            _ = try DSLParser.parseExpression(text)
            return nil
        } catch {
            return error
        }
    }

    /// The UTF-8 offset of the first occurrence of `needle` in `text`.
    static func offset(of needle: String, in text: String) -> Int {
        let bytes = Array(text.utf8)
        let pattern = Array(needle.utf8)
        for start in 0...(bytes.count - pattern.count) where Array(bytes[start..<start + pattern.count]) == pattern {
            return start
        }
        return -1
    }
}
