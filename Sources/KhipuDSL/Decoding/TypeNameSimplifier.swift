/// Rewrites a reflected type name such as `Swift.Optional<Todos.(Step in _3A2F).Kind>`
/// into `Step.Kind?`. The input comes from the Swift runtime, never from a user.
struct TypeNameSimplifier {
    private let characters: [Character]
    private var index = 0

    init(_ reflected: String) {
        characters = Array(reflected)
    }

    mutating func simplified() -> String {
        sequence(until: [])
    }

    private var current: Character? {
        index < characters.count ? characters[index] : nil
    }

    /// Text up to one of `terminators` (not consumed), with every qualified name simplified.
    private mutating func sequence(until terminators: Set<Character>) -> String {
        var output = ""
        while let character = current, !terminators.contains(character) {
            if character.isLetter || character == "_" {
                output += qualifiedName()
            } else if character == "(" {
                index += 1
                output += "(" + sequence(until: [")"]) + ")"
                if current == ")" { index += 1 }
            } else if character == "-", index + 1 < characters.count, characters[index + 1] == ">" {
                output += "->"
                index += 2
            } else {
                output.append(character)
                index += 1
            }
        }
        return output
    }

    /// `Module.Outer.Inner<Arguments>` without the module, sugared where Swift has sugar.
    private mutating func qualifiedName() -> String {
        var components = [identifier()]
        var written = 1
        while current == ".", index + 1 < characters.count {
            let next = characters[index + 1]
            if next == "(" {
                // `(unknown context at $1f2e)` for local and private types, `(Name in _HASH)`
                // for some private ones.
                index += 2
                let special = sequence(until: [")"])
                if current == ")" { index += 1 }
                written += 1
                if special.contains(" in "), let name = special.split(separator: " ").first {
                    components.append(String(name))
                }
            } else if Self.startsIdentifier(next) {
                index += 1
                components.append(identifier())
                written += 1
            } else {
                break
            }
        }
        // A qualified name starts with its module; special components do not count.
        if written > 1, components.count > 1 {
            components.removeFirst()
        }
        let name = components.joined(separator: ".")
        guard current == "<" else { return name }
        index += 1
        var arguments: [String] = []
        while current != nil {
            arguments.append(sequence(until: [",", ">"]).trimmingSpaces())
            if current == "," { index += 1 } else { break }
        }
        if current == ">" { index += 1 }
        return Self.sugared(name, arguments)
    }

    private mutating func identifier() -> String {
        let start = index
        while let character = current, character.isLetter || character.isNumber || character == "_" || character == "$" {
            index += 1
        }
        return String(characters[start..<index])
    }

    private static func startsIdentifier(_ character: Character) -> Bool {
        character.isLetter || character == "_"
    }

    private static func sugared(_ name: String, _ arguments: [String]) -> String {
        switch (name, arguments.count) {
        case ("Optional", 1):
            let wrapped = arguments[0]
            return wrapped.contains(" ") ? "(\(wrapped))?" : "\(wrapped)?"
        case ("Array", 1):
            return "[\(arguments[0])]"
        case ("Dictionary", 2):
            return "[\(arguments[0]): \(arguments[1])]"
        default:
            return "\(name)<\(arguments.joined(separator: ", "))>"
        }
    }
}

extension String {
    fileprivate func trimmingSpaces() -> String {
        var text = Substring(self)
        while text.first == " " { text.removeFirst() }
        while text.last == " " { text.removeLast() }
        return String(text)
    }
}
