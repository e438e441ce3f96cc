import KhipuCompletion
import KhipuRemoteProtocol

/// Tab in an attached session, from the schema the app sent: the cases of the type
/// expected where the cursor is (after `.`, inside a case's parentheses, after a label),
/// and the session's commands. `khipu` has none of the app's Swift types; the schema's
/// names, labels and docs are all it needs for this.
struct SchemaCompleter {
    let schema: RemoteSchema

    static let commands: [(name: String, summary: String)] = [
        (":state ", "print the live state, or a part of it (a path such as todos.items.count)"),
        (":describe ", "the domain's grammar and documentation, or the types whose name starts so"),
        (":save ", "write this live session as a script that khipu run passes"),
        (":help", "what an attached session understands"),
        (":quit", "detach (the app goes on)"),
    ]

    func complete(_ text: String) -> (fragmentStart: Int, candidates: [CompletionCandidate]) {
        let bytes = Array(text.utf8)
        let first = bytes.firstIndex { $0 != 0x20 && $0 != 0x09 && $0 != 0x0A } ?? bytes.count
        let statePrefix = Array(":state ".utf8)
        if bytes.count >= first + statePrefix.count, Array(bytes[first..<(first + statePrefix.count)]) == statePrefix {
            return statePath(bytes, from: first + statePrefix.count)
        }
        if first == bytes.count || bytes[first] == UInt8(ascii: ":") {
            let prefix = String(decoding: bytes[first...], as: UTF8.self)
            var candidates = Self.commands.filter { $0.name.hasPrefix(prefix) }.map { CompletionCandidate($0.name, summary: $0.summary) }
            if first == bytes.count { candidates = cases(of: schema.messageType, prefix: "") + candidates }
            return (first, candidates)
        }
        guard let spot = CompletionSpot.find(in: bytes, schema: schema) else { return (bytes.count, []) }
        return (spot.fragmentStart, cases(of: spot.expectedType, prefix: spot.prefix))
    }

    /// `:state todos.it` → `items`: the fields along the path from the state's type, and
    /// `count`, `first`, `last`, `isEmpty` after a collection.
    private func statePath(_ bytes: [UInt8], from start: Int) -> (fragmentStart: Int, candidates: [CompletionCandidate]) {
        let path = String(decoding: bytes[start...], as: UTF8.self)
        var components = path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        if components.first == "state" { components.removeFirst() }
        let typed = components.popLast() ?? ""
        var type = schema.stateType
        var inCollection = false
        for component in components {
            let name = String(component.prefix { $0 != "[" })
            if inCollection {
                guard component.hasPrefix("first") || component.hasPrefix("last") else { return (bytes.count, []) }
                inCollection = false
                continue
            }
            guard let field = type.flatMap({ schema.type(named: $0) })?.fields.first(where: { $0.name == name }) else { return (bytes.count, []) }
            type = field.schemaType
            inCollection = field.isCollection == true && !component.contains("[")
        }
        let fragmentStart = bytes.count - typed.utf8.count
        if inCollection {
            let members = ["count", "first", "last", "isEmpty"].filter { $0.hasPrefix(typed) }
            return (fragmentStart, members.map { CompletionCandidate($0) })
        }
        let fields = type.flatMap { schema.type(named: $0) }?.fields ?? []
        return (fragmentStart, fields.filter { $0.name.hasPrefix(typed) }.map {
            CompletionCandidate($0.name, display: $0.name + ": " + ($0.typeName ?? ""), summary: $0.doc)
        })
    }

    private func cases(of typeName: String?, prefix: String) -> [CompletionCandidate] {
        guard let typeName, let type = schema.type(named: typeName) else { return [] }
        return type.cases.filter { $0.name.hasPrefix(prefix) }.map { member in
            CompletionCandidate("." + member.name + (member.parameters.isEmpty ? "" : "("), display: "." + member.signature, summary: member.doc)
        }
    }
}

/// Where the cursor is in a message being typed: the type expected there, and the case
/// name being typed (after its `.`).
struct CompletionSpot {
    let expectedType: String?
    let prefix: String
    let fragmentStart: Int

    private struct Frame {
        /// The case whose arguments this frame holds (nil at the top).
        var owner: RemoteMemberSchema?
        var argument = 0
        var expected: String?
        var lastCase: RemoteMemberSchema?
    }

    static func find(in bytes: [UInt8], schema: RemoteSchema) -> CompletionSpot? {
        var stack = [Frame(owner: nil, expected: schema.messageType)]
        var index = 0
        var lastDot: (start: Int, nameStart: Int)?
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                    index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
                }
                if index >= bytes.count { return nil }
                lastDot = nil
            case UInt8(ascii: "."):
                lastDot = (index, index + 1)
                var end = index + 1
                while end < bytes.count, isIdentifier(bytes[end]) { end += 1 }
                let name = String(decoding: bytes[(index + 1)..<end], as: UTF8.self)
                if end == bytes.count { return CompletionSpot(expectedType: stack[stack.count - 1].expected, prefix: name, fragmentStart: index) }
                let expected = stack[stack.count - 1].expected
                stack[stack.count - 1].lastCase = expected.flatMap { schema.type(named: $0) }?.cases.first { $0.name == name }
                index = end
                continue
            case UInt8(ascii: "("):
                let owner = stack[stack.count - 1].lastCase
                stack.append(Frame(owner: owner, expected: owner?.parameters.first?.schemaType))
                lastDot = nil
            case UInt8(ascii: ","):
                var frame = stack[stack.count - 1]
                frame.argument += 1
                let parameters = frame.owner?.parameters ?? []
                frame.expected = frame.argument < parameters.count ? parameters[frame.argument].schemaType : nil
                stack[stack.count - 1] = frame
            case UInt8(ascii: ")"):
                if stack.count > 1 { stack.removeLast() }
            case UInt8(ascii: ":"):
                // `label:` picks the parameter of that label.
                var start = index
                while start > 0, isIdentifier(bytes[start - 1]) { start -= 1 }
                let label = String(decoding: bytes[start..<index], as: UTF8.self)
                if let parameter = stack[stack.count - 1].owner?.parameters.first(where: { $0.label == label }) {
                    stack[stack.count - 1].expected = parameter.schemaType
                }
            default:
                break
            }
            index += 1
        }
        _ = lastDot
        return CompletionSpot(expectedType: stack[stack.count - 1].expected, prefix: "", fragmentStart: bytes.count)
    }

    private static func isIdentifier(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
    }
}
