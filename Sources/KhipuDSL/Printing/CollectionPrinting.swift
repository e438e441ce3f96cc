/// Optionals print what they hold, and `.some(nil)` where a nested optional holds `nil`.
/// Dictionaries and sets print in Swift's literal forms with their entries sorted by
/// printed text, so the same value always prints the same bytes: their own `encode(to:)`
/// follows hash order, and writes a dictionary with non-`String` keys as a flat array.
enum CollectionPrinting {
    static func node<T>(for value: T) throws -> PrintedNode? {
        if T.self is any OptionalPrinting.Type, let optional = value as? any OptionalPrinting { return try optional.printedNode() }
        if let dictionary = value as? any DictionaryPrinting { return try dictionary.printedNode() }
        if let set = value as? any SetPrinting { return try set.printedNode() }
        if let range = value as? any RangePrinting { return try range.printedNode() }
        return nil
    }
}

protocol DictionaryPrinting {
    func printedNode() throws -> PrintedNode
}

extension Dictionary: DictionaryPrinting where Key: Encodable, Value: Encodable {
    func printedNode() throws -> PrintedNode {
        var entries: [(text: String, key: PrintedNode, value: PrintedNode)] = []
        entries.reserveCapacity(count)
        for (key, value) in self {
            let keyNode = try DSLPrinter.printedNode(key)
            entries.append((keyNode.compact, keyNode, try DSLPrinter.printedNode(value)))
        }
        entries.sort { $0.text < $1.text }
        return .dictionary(entries.map { ($0.key, $0.value) })
    }
}

protocol SetPrinting {
    func printedNode() throws -> PrintedNode
}

extension Set: SetPrinting where Element: Encodable {
    func printedNode() throws -> PrintedNode {
        var elements: [(text: String, node: PrintedNode)] = []
        elements.reserveCapacity(count)
        for element in self {
            let node = try DSLPrinter.printedNode(element)
            elements.append((node.compact, node))
        }
        elements.sort { $0.text < $1.text }
        return .array(elements.map(\.node))
    }
}

protocol OptionalPrinting {
    func printedNode() throws -> PrintedNode
}

extension Optional: OptionalPrinting where Wrapped: Encodable {
    func printedNode() throws -> PrintedNode {
        guard let wrapped = self else { return .atom("nil") }
        return PrintedNode.some(try DSLPrinter.printedNode(wrapped))
    }
}

extension PrintedNode {
    /// A present value that prints as `nil` (an optional inside an optional) is `.some(nil)`.
    static func some(_ node: PrintedNode) -> PrintedNode {
        if case .atom("nil") = node { return .member(name: "some", arguments: [PrintedArgument(label: nil, value: node)]) }
        return node
    }
}
