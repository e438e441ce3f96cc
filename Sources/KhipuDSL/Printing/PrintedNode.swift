/// The value being printed, as a small tree the layouts walk: the shape of DSL syntax
/// without any text decisions yet.
indirect enum PrintedNode: Equatable {
    /// A string literal, unescaped.
    case string(String)
    /// Text written as is: `42`, `1.5`, `true`, `nil`.
    case atom(String)
    /// `.name` (arguments nil) or `.name(arguments)`.
    case member(name: String, arguments: [PrintedArgument]?)
    /// `TypeName(arguments)`.
    case call(typeName: String, arguments: [PrintedArgument])
    case array([PrintedNode])
    /// `[key: value]` in the order given (the printer sorts), `[:]` when empty.
    case dictionary([(key: PrintedNode, value: PrintedNode)])

    /// The node on one line.
    var compact: String {
        var output = ""
        writeCompact(into: &output)
        return output
    }

    func writeCompact(into output: inout String) {
        _ = writeCompact(into: &output, stoppingPast: .max)
    }

    /// Writes the node on one line, or stops soon after `output` holds more than `bytes`
    /// UTF-8 bytes, so that a layout can tell a large value does not fit without writing
    /// all of it. Returns whether it wrote the whole node.
    func writeCompact(into output: inout String, stoppingPast bytes: Int) -> Bool {
        guard output.utf8.count <= bytes else { return false }
        switch self {
        case .string(let text):
            output += StringEscaping.literal(text)
        case .atom(let text):
            output += text
        case .member(let name, let arguments):
            output += "." + name
            if let arguments { return Self.writeCompact(arguments, into: &output, stoppingPast: bytes) }
        case .call(let typeName, let arguments):
            output += typeName
            return Self.writeCompact(arguments, into: &output, stoppingPast: bytes)
        case .array(let elements):
            output += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { output += ", " }
                guard element.writeCompact(into: &output, stoppingPast: bytes) else { return false }
            }
            output += "]"
        case .dictionary(let entries):
            guard !entries.isEmpty else {
                output += "[:]"
                return true
            }
            output += "["
            for (index, entry) in entries.enumerated() {
                if index > 0 { output += ", " }
                guard entry.key.writeCompact(into: &output, stoppingPast: bytes) else { return false }
                output += ": "
                guard entry.value.writeCompact(into: &output, stoppingPast: bytes) else { return false }
            }
            output += "]"
        }
        return true
    }

    private static func writeCompact(_ arguments: [PrintedArgument], into output: inout String, stoppingPast bytes: Int) -> Bool {
        output += "("
        for (index, argument) in arguments.enumerated() {
            if index > 0 { output += ", " }
            if let label = argument.label { output += label + ": " }
            guard argument.value.writeCompact(into: &output, stoppingPast: bytes) else { return false }
        }
        output += ")"
        return true
    }
}

struct PrintedArgument: Equatable {
    var label: String?
    var value: PrintedNode
}

extension PrintedNode {
    // Written out because a dictionary's entries are tuples, which synthesis cannot compare.
    static func == (lhs: PrintedNode, rhs: PrintedNode) -> Bool {
        switch (lhs, rhs) {
        case (.string(let a), .string(let b)), (.atom(let a), .atom(let b)):
            return a == b
        case (.member(let a, let x), .member(let b, let y)):
            return a == b && x == y
        case (.call(let a, let x), .call(let b, let y)):
            return a == b && x == y
        case (.array(let a), .array(let b)):
            return a == b
        case (.dictionary(let a), .dictionary(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default:
            return false
        }
    }
}

extension PrintedNode {
    /// The node of parsed text: calls, cases, arrays and dictionaries as the layout breaks
    /// them, everything else as its text in `source`, as written.
    init(parsed expression: DSLExpression, source: [UInt8]) {
        func arguments(_ arguments: [Argument]) -> [PrintedArgument] {
            arguments.map { PrintedArgument(label: $0.label, value: PrintedNode(parsed: $0.value, source: source)) }
        }
        switch expression.kind {
        case .implicitMember(let name, _, let callArguments):
            self = .member(name: name, arguments: callArguments.map(arguments))
        case .call(let typeName, _, let callArguments):
            self = .call(typeName: typeName, arguments: arguments(callArguments))
        case .array(let elements):
            self = .array(elements.map { PrintedNode(parsed: $0, source: source) })
        case .dictionary(let entries):
            self = .dictionary(entries.map { (PrintedNode(parsed: $0.key, source: source), PrintedNode(parsed: $0.value, source: source)) })
        default:
            let range = expression.range
            guard range.start >= 0, range.start <= range.end, range.end <= source.count else {
                self = .atom("")
                return
            }
            self = .atom(String(decoding: source[range.start..<range.end], as: UTF8.self))
        }
    }
}
