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

    /// The node on one line.
    var compact: String {
        var output = ""
        writeCompact(into: &output)
        return output
    }

    func writeCompact(into output: inout String) {
        switch self {
        case .string(let text):
            output += StringEscaping.literal(text)
        case .atom(let text):
            output += text
        case .member(let name, let arguments):
            output += "." + name
            if let arguments { Self.writeCompact(arguments, into: &output) }
        case .call(let typeName, let arguments):
            output += typeName
            Self.writeCompact(arguments, into: &output)
        case .array(let elements):
            output += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { output += ", " }
                element.writeCompact(into: &output)
            }
            output += "]"
        }
    }

    private static func writeCompact(_ arguments: [PrintedArgument], into output: inout String) {
        output += "("
        for (index, argument) in arguments.enumerated() {
            if index > 0 { output += ", " }
            if let label = argument.label { output += label + ": " }
            argument.value.writeCompact(into: &output)
        }
        output += ")"
    }
}

struct PrintedArgument: Equatable {
    var label: String?
    var value: PrintedNode
}
