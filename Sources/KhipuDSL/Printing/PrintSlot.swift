/// Where one encoded value lands while its `encode(to:)` runs: the containers it asks
/// for fill the slot, and `node` reads the finished slot as DSL syntax.
final class PrintSlot {
    enum Content {
        case nothing
        case keyed(KeyedEntries)
        case unkeyed(UnkeyedEntries)
        case value(PrintedNode)
    }

    var content: Content = .nothing
    /// What kind of value fills the slot; a nested container's slot has no type.
    var shape = ValueShape.payload

    func keyedEntries() -> KeyedEntries {
        if case .keyed(let entries) = content { return entries }
        let entries = KeyedEntries()
        content = .keyed(entries)
        return entries
    }

    func unkeyedEntries() -> UnkeyedEntries {
        if case .unkeyed(let entries) = content { return entries }
        let entries = UnkeyedEntries()
        content = .unkeyed(entries)
        return entries
    }

    /// The slot as syntax. An enum that encoded one key holding a keyed payload is a
    /// case, `.name(label: value, value)` (keys `_0`, `_1` unlabelled); any other keyed
    /// value is a constructor `TypeName(label: value)`.
    var node: PrintedNode {
        switch content {
        case .value(let node):
            // A raw-value enum encodes its raw value; when that is the case's name, write `.name`.
            if case .enumeration(_, let value) = shape, case .string(let text) = node,
                Identifier.isPlain(text), String(describing: value) == text
            {
                return .member(name: text, arguments: nil)
            }
            return node
        case .unkeyed(let entries):
            return .array(entries.slots.map(\.node))
        case .keyed(let entries):
            if case .enumeration(_, let value) = shape, entries.items.count == 1, let payload = entries.items[0].slot.payload {
                let name = entries.items[0].key
                let present = payload.items.map { (key: $0.key, value: $0.slot.node) }
                let arguments = Self.withAbsentOptionals(present, ofCase: name, of: value).map { item in
                    PrintedArgument(label: ArgumentKeys.isPositional(item.key) ? nil : item.key, value: item.value)
                }
                return .member(name: name, arguments: arguments.isEmpty ? nil : arguments)
            }
            let present = entries.items.map { (key: $0.key, value: $0.slot.node) }
            let arguments = Self.withAbsentFields(present, of: shape).map { PrintedArgument(label: $0.key, value: $0.value) }
            return .call(typeName: shape.typeName, arguments: arguments)
        case .nothing:
            return .call(typeName: shape.typeName, arguments: [])
        }
    }

    /// A case's payload with the optionals that `encodeIfPresent` left out written `nil`,
    /// in the order the schema declares: `.assignee(nil)`, not `.assignee`, which in Swift
    /// is the case's constructor. Unchanged for a type without a schema, or whose keys the
    /// schema does not name (its own `CodingKeys`).
    private static func withAbsentOptionals(
        _ present: [(key: String, value: PrintedNode)], ofCase name: String, of value: Any
    ) -> [(key: String, value: PrintedNode)] {
        guard let schema = TypeInfoCache.shared.entry(of: type(of: value)).schema,
            let index = schema.caseIndexByName[name], schema.cases[index].parameters.count > present.count
        else { return present }
        let parameters = schema.cases[index].parameters
        let keys = parameters.enumerated().map { $0.element.label ?? "_\($0.offset)" }
        guard present.allSatisfy({ keys.contains($0.key) }) else { return present }
        var filled: [(key: String, value: PrintedNode)] = []
        for (key, parameter) in zip(keys, parameters) {
            if let found = present.first(where: { $0.key == key }) {
                filled.append(found)
            } else if parameter.isOptional {
                filled.append((key, .atom("nil")))
            } else {
                return present
            }
        }
        return filled
    }

    /// A struct's stored properties with the optionals that `encodeIfPresent` left out
    /// written `nil` where its memberwise initializer needs them (`let note: String?`), so
    /// the text is the Swift that builds the value. Unchanged when the schema says none is.
    private static func withAbsentFields(_ present: [(key: String, value: PrintedNode)], of shape: ValueShape) -> [(key: String, value: PrintedNode)] {
        guard case .other(_, let type?) = shape, let fields = TypeInfoCache.shared.entry(of: type).schema?.fieldsWrittenNil,
            present.count < fields.count, present.allSatisfy({ item in fields.contains { $0.key == item.key } })
        else { return present }
        var filled: [(key: String, value: PrintedNode)] = []
        for field in fields {
            if let found = present.first(where: { $0.key == field.key }) {
                filled.append(found)
            } else if field.writesNil {
                filled.append((field.key, .atom("nil")))
            }
        }
        return filled
    }

    /// The entries of an enum case's payload: a keyed container, or nothing at all.
    private var payload: KeyedEntries? {
        switch content {
        case .keyed(let entries): entries
        case .nothing: KeyedEntries()
        default: nil
        }
    }
}

/// What `Mirror` said about a value, and its name for constructors.
enum ValueShape {
    /// An enum value, kept to name a raw-value case.
    case enumeration(typeName: String, value: Any)
    /// A struct or another value; `type` to look its schema up, nil for none.
    case other(typeName: String, type: Any.Type?)
    /// The payload of an enum case or another nested container.
    case payload

    var typeName: String {
        switch self {
        case .enumeration(let typeName, _), .other(let typeName, _): typeName
        case .payload: ""
        }
    }
}

/// Keyed entries in the order they were encoded; encoding a key again replaces it.
final class KeyedEntries {
    private(set) var items: [(key: String, slot: PrintSlot)] = []

    func slot(for key: String) -> PrintSlot {
        let slot = PrintSlot()
        if let index = items.firstIndex(where: { $0.key == key }) {
            items[index].slot = slot
        } else {
            items.append((key, slot))
        }
        return slot
    }

    func set(_ node: PrintedNode, for key: String) {
        slot(for: key).content = .value(node)
    }
}

final class UnkeyedEntries {
    private(set) var slots: [PrintSlot] = []

    func appendSlot() -> PrintSlot {
        let slot = PrintSlot()
        slots.append(slot)
        return slot
    }

    func append(_ node: PrintedNode) {
        appendSlot().content = .value(node)
    }
}

enum Identifier {
    /// `finish`, `_0`, `item2`: an ASCII name, as the parser reads after a dot.
    static func isPlain(_ text: String) -> Bool {
        guard let first = text.utf8.first, isStart(first) else { return false }
        return text.utf8.allSatisfy { isStart($0) || ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) }
    }

    private static func isStart(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_")
    }
}
