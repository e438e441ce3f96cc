import Foundation

/// Writes a value's one-line DSL text straight into one growing byte buffer while the
/// value's `encode(to:)` runs: no tree of slots and nodes, no string per node. It writes
/// the bytes `PrintedNode.compact` writes for the tree `PrintingEncoder` builds, for the
/// shapes synthesized `Codable` produces. Where an encoding leaves them (a key written
/// twice, an enum with two keys, a container written after its sibling was closed, a
/// `superEncoder`) it gives up, and `DSLPrinter` prints the value the tree way instead.
final class CompactPrinter {
    /// Thrown, and remembered, when the value left the shapes this printer follows.
    struct Abandoned: Error {}

    /// A place one value prints into: a field's value, an element, the whole value.
    struct Slot {
        var shape: Shape = .payload
        /// How many frames were open when the slot began; its value's containers lie above.
        let depth: Int
        var written = false
    }

    enum Shape {
        /// A field's or element's value before its type is known, or a nested container.
        case payload
        case other(typeName: String)
        /// An enum; `value` is kept for an enum with raw values, to name a case by its raw value.
        case enumeration(typeName: String, value: Any?)

        var typeName: String {
            switch self {
            case .payload: ""
            case .other(let typeName), .enumeration(let typeName, _): typeName
            }
        }
    }

    /// An open container.
    struct Frame {
        enum Kind {
            /// `TypeName(label: value, …)`, or `(label: value, …)` for a nested container.
            case structure
            /// An enum's keyed container: its one key is the case, `.name`.
            case enumeration(typeName: String)
            /// A case's payload: `(label: value, …)` after its name, nothing when empty.
            case casePayload
            case array
        }

        let kind: Kind
        let serial: UInt32
        /// Where this frame's keys start in `keys`.
        let firstKey: Int
        var count = 0
    }

    /// Names an open frame; a stale one (its frame closed) is refused.
    struct FrameReference {
        let index: Int
        let serial: UInt32
    }

    private(set) var bytes: [UInt8] = []
    private var slots: [Slot] = []
    private var frames: [Frame] = []
    /// The keys written in each open keyed frame, to refuse a key written twice.
    private var keys: [String] = []
    private var serial: UInt32 = 0
    private(set) var abandoned = false

    /// `value` on one line, or nil when its encoding threw or left the shapes this printer follows.
    static func text<T: Encodable>(of value: T) -> String? {
        let printer = CompactPrinter()
        printer.bytes.reserveCapacity(256)
        do {
            try printer.printValue(value)
        } catch {
            return nil
        }
        guard !printer.abandoned else { return nil }
        return String(decoding: printer.bytes, as: UTF8.self)
    }

    // MARK: Slots

    /// Prints `value` in a slot of its own.
    func printValue<T: Encodable>(_ value: T) throws {
        slots.append(Slot(depth: frames.count))
        do {
            try fill(slots.count - 1, with: value)
        } catch {
            // An error a value's `encode(to:)` may catch itself: the tree printer does what it did.
            abandoned = true
            throw error
        }
        try finishSlot()
    }

    /// Closes what the last slot's value opened; a value that wrote nothing is `TypeName()`.
    private func finishSlot() throws {
        let slot = slots.removeLast()
        guard !abandoned else { throw Abandoned() }
        while frames.count > slot.depth { closeFrame() }
        if !slot.written {
            append(slot.shape.typeName)
            append("()")
        }
    }

    /// Fills `slot` with `value`: builtins and collections directly, anything else through its `encode(to:)`.
    func fill<T: Encodable>(_ slot: Int, with value: T) throws {
        guard !abandoned, slot < slots.count else { throw abandon() }
        switch try PrintPlan.of(value) {
        case .builtin:
            try writeBuiltin(value, into: slot)
        case .collection:
            try writeCollection(value, into: slot)
        case .rawValueEnumeration(let typeName):
            if let node = RawValuePrinting.node(for: value) {
                try beginValue(slot)
                appendNode(node)
                return
            }
            slots[slot].shape = .enumeration(typeName: typeName, value: value)
            try value.encode(to: CompactEncoder(printer: self, slot: slot))
        case .enumeration(let typeName, let hasRawValue):
            slots[slot].shape = .enumeration(typeName: typeName, value: hasRawValue ? value : nil)
            try value.encode(to: CompactEncoder(printer: self, slot: slot))
        case .other(let typeName):
            slots[slot].shape = .other(typeName: typeName)
            try value.encode(to: CompactEncoder(printer: self, slot: slot))
        }
    }

    /// Marks `slot` written; a slot written twice is left to the tree printer.
    func beginValue(_ slot: Int) throws {
        guard !abandoned, slot < slots.count, !slots[slot].written else { throw abandon() }
        slots[slot].written = true
    }

    func abandon() -> Abandoned {
        abandoned = true
        return Abandoned()
    }

    // MARK: Frames

    /// Opens the keyed container of `slot`'s value.
    func openKeyed(_ slot: Int) -> FrameReference? {
        guard (try? beginValue(slot)) != nil else { return nil }
        if case .enumeration(let typeName, _) = slots[slot].shape { return push(.enumeration(typeName: typeName)) }
        append(slots[slot].shape.typeName)
        append(UInt8(ascii: "("))
        return push(.structure)
    }

    /// Opens the unkeyed container of `slot`'s value.
    func openUnkeyed(_ slot: Int) -> FrameReference? {
        guard (try? beginValue(slot)) != nil else { return nil }
        append(UInt8(ascii: "["))
        return push(.array)
    }

    private func push(_ kind: Frame.Kind) -> FrameReference {
        serial &+= 1
        frames.append(Frame(kind: kind, serial: serial, firstKey: keys.count))
        return FrameReference(index: frames.count - 1, serial: serial)
    }

    private func closeFrame() {
        let frame = frames.removeLast()
        keys.removeSubrange(frame.firstKey...)
        switch frame.kind {
        case .structure: append(UInt8(ascii: ")"))
        case .array: append(UInt8(ascii: "]"))
        case .casePayload: if frame.count > 0 { append(UInt8(ascii: ")")) }
        case .enumeration(let typeName):
            if frame.count == 0 {
                append(typeName)
                append("()")
            }
        }
    }

    /// Makes `frame` the innermost open one, closing the containers written inside it.
    private func enter(_ frame: FrameReference?) throws -> Int {
        guard !abandoned, let frame, frame.index < frames.count, frames[frame.index].serial == frame.serial else { throw abandon() }
        while frames.count - 1 > frame.index { closeFrame() }
        return frame.index
    }

    /// Writes what goes before the value of `key` in a keyed frame: a comma, the label.
    func beginEntry(_ frame: FrameReference?, key: String) throws {
        let index = try enter(frame)
        guard !keys[frames[index].firstKey...].contains(key) else { throw abandon() }
        keys.append(key)
        switch frames[index].kind {
        case .structure:
            if frames[index].count > 0 { append(", ") }
            append(key)
            append(": ")
        case .casePayload:
            append(frames[index].count > 0 ? ", " : "(")
            if !ArgumentKeys.isPositional(key) {
                append(key)
                append(": ")
            }
        case .enumeration, .array:
            // An enum's own key holds a value, not a payload: the tree printer writes `Type(key: value)`.
            throw abandon()
        }
        frames[index].count += 1
    }

    /// Writes a keyed value in a slot of its own; a present value printing `nil` is `.some(nil)`.
    func entry<T: Encodable>(_ frame: FrameReference?, key: String, _ value: T) throws {
        try beginEntry(frame, key: key)
        let start = bytes.count
        try printValue(value)
        replaceNilWithSome(from: start)
    }

    /// Opens a keyed container under `key`: an enum's case, or a nested `(label: value)`.
    func nestedKeyed(_ frame: FrameReference?, key: String) -> FrameReference? {
        guard let index = try? enter(frame) else { return nil }
        if case .enumeration = frames[index].kind {
            guard frames[index].count == 0 else {
                _ = abandon()
                return nil
            }
            frames[index].count = 1
            keys.append(key)
            append(UInt8(ascii: "."))
            append(key)
            return push(.casePayload)
        }
        guard (try? beginEntry(frame, key: key)) != nil else { return nil }
        append(UInt8(ascii: "("))
        return push(.structure)
    }

    func nestedUnkeyed(_ frame: FrameReference?, key: String) -> FrameReference? {
        guard (try? beginEntry(frame, key: key)) != nil else { return nil }
        append(UInt8(ascii: "["))
        return push(.array)
    }

    /// Writes what goes before an element: a comma after the first.
    func beginElement(_ frame: FrameReference?) throws {
        let index = try enter(frame)
        guard case .array = frames[index].kind else { throw abandon() }
        if frames[index].count > 0 { append(", ") }
        frames[index].count += 1
    }

    func element<T: Encodable>(_ frame: FrameReference?, _ value: T) throws {
        try beginElement(frame)
        try printValue(value)
    }

    func nestedKeyedElement(_ frame: FrameReference?) -> FrameReference? {
        guard (try? beginElement(frame)) != nil else { return nil }
        append(UInt8(ascii: "("))
        return push(.structure)
    }

    func nestedUnkeyedElement(_ frame: FrameReference?) -> FrameReference? {
        guard (try? beginElement(frame)) != nil else { return nil }
        append(UInt8(ascii: "["))
        return push(.array)
    }

    func count(_ frame: FrameReference?) -> Int {
        guard let frame, frame.index < frames.count, frames[frame.index].serial == frame.serial else { return 0 }
        return frames[frame.index].count
    }

    // MARK: Leaves

    func writeString(_ text: String, into slot: Int) throws {
        try beginValue(slot)
        // A raw-value enum encodes its raw value; when that is the case's name, write `.name`.
        if case .enumeration(_, let value) = slots[slot].shape, Identifier.isPlain(text) {
            guard let value else { throw abandon() }
            if String(describing: value) == text {
                append(UInt8(ascii: "."))
                append(text)
                return
            }
        }
        appendLiteral(text)
    }

    func writeInteger<Integer: FixedWidthInteger>(_ value: Integer, into slot: Int) throws {
        try beginValue(slot)
        appendInteger(value)
    }

    /// Text written as is: `true`, `nil`, `1.5`.
    func writeAtom(_ text: String, into slot: Int) throws {
        try beginValue(slot)
        append(text)
    }

    func writeNode(_ node: PrintedNode, into slot: Int) throws {
        if case .string(let text) = node { return try writeString(text, into: slot) }
        try beginValue(slot)
        appendNode(node)
    }

    private func writeBuiltin<T: Encodable>(_ value: T, into slot: Int) throws {
        if T.self == String.self { return try writeString(reinterpretValue(value, as: String.self), into: slot) }
        if T.self == Int.self { return try writeInteger(reinterpretValue(value, as: Int.self), into: slot) }
        guard let node = BuiltinPrinting.node(for: value) else { throw abandon() }
        try writeNode(node, into: slot)
    }

    private func writeCollection<T: Encodable>(_ value: T, into slot: Int) throws {
        // The tree printer writes what an enum-shaped slot holds through its raw-value rule.
        if case .enumeration = slots[slot].shape { throw abandon() }
        guard let collection = value as? any CompactCollectionPrinting else { throw abandon() }
        try beginValue(slot)
        try collection.printCompact(into: self)
    }

    /// Where a present value printed `nil` (an optional inside an optional), writes `.some(nil)`.
    func replaceNilWithSome(from start: Int) {
        guard bytes.count - start == 3, bytes[start] == UInt8(ascii: "n"), bytes[start + 1] == UInt8(ascii: "i"), bytes[start + 2] == UInt8(ascii: "l") else { return }
        bytes.removeLast(3)
        append(".some(nil)")
    }

    /// The text `value` prints, taken out of the buffer again: to sort a dictionary's entries.
    func detachedText<T: Encodable>(of value: T) throws -> [UInt8] {
        let start = bytes.count
        try printValue(value)
        let text = Array(bytes[start...])
        bytes.removeSubrange(start...)
        return text
    }

    // MARK: Bytes

    func append(_ byte: UInt8) {
        bytes.append(byte)
    }

    func append(_ bytes: [UInt8]) {
        self.bytes.append(contentsOf: bytes)
    }

    func append(_ text: String) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    /// A builtin's node: a literal, an atom, or (rarely) a call such as a far date's.
    func appendNode(_ node: PrintedNode) {
        switch node {
        case .string(let text): appendLiteral(text)
        case .atom(let text): append(text)
        default: append(node.compact)
        }
    }

    /// `text` as a string literal: most need no escape and are copied as they are.
    func appendLiteral(_ text: String) {
        append(UInt8(ascii: "\""))
        var text = text
        let plain = text.withUTF8 { utf8 in
            for byte in utf8 where byte < 0x20 || byte >= 0x7F || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                return false
            }
            bytes.append(contentsOf: utf8)
            return true
        }
        if !plain { append(StringEscaping.escaped(text)) }
        append(UInt8(ascii: "\""))
    }

    func appendInteger<Integer: FixedWidthInteger>(_ value: Integer) {
        if value < 0 { append(UInt8(ascii: "-")) }
        var magnitude = UInt64(value.magnitude)
        let start = bytes.count
        repeat {
            bytes.append(UInt8(ascii: "0") + UInt8(magnitude % 10))
            magnitude /= 10
        } while magnitude > 0
        bytes[start...].reverse()
    }
}

private func reinterpretValue<T, U>(_ value: T, as type: U.Type) -> U {
    withUnsafePointer(to: value) { $0.withMemoryRebound(to: U.self, capacity: 1) { $0.pointee } }
}

/// Optionals, dictionaries and sets, as `CollectionPrinting` writes them.
protocol CompactCollectionPrinting {
    func printCompact(into printer: CompactPrinter) throws
}

extension Optional: CompactCollectionPrinting where Wrapped: Encodable {
    func printCompact(into printer: CompactPrinter) throws {
        guard let wrapped = self else { return printer.append("nil") }
        let start = printer.bytes.count
        try printer.printValue(wrapped)
        printer.replaceNilWithSome(from: start)
    }
}

extension Dictionary: CompactCollectionPrinting where Key: Encodable, Value: Encodable {
    func printCompact(into printer: CompactPrinter) throws {
        guard !isEmpty else { return printer.append("[:]") }
        var entries: [(text: String, key: [UInt8], value: [UInt8])] = []
        entries.reserveCapacity(count)
        for (key, value) in self {
            let keyText = try printer.detachedText(of: key)
            entries.append((String(decoding: keyText, as: UTF8.self), keyText, try printer.detachedText(of: value)))
        }
        entries.sort { $0.text < $1.text }
        printer.append(UInt8(ascii: "["))
        for (index, entry) in entries.enumerated() {
            if index > 0 { printer.append(", ") }
            printer.append(entry.key)
            printer.append(": ")
            printer.append(entry.value)
        }
        printer.append(UInt8(ascii: "]"))
    }
}

extension Set: CompactCollectionPrinting where Element: Encodable {
    func printCompact(into printer: CompactPrinter) throws {
        var elements: [(text: String, bytes: [UInt8])] = []
        elements.reserveCapacity(count)
        for element in self {
            let text = try printer.detachedText(of: element)
            elements.append((String(decoding: text, as: UTF8.self), text))
        }
        elements.sort { $0.text < $1.text }
        printer.append(UInt8(ascii: "["))
        for (index, element) in elements.enumerated() {
            if index > 0 { printer.append(", ") }
            printer.append(element.bytes)
        }
        printer.append(UInt8(ascii: "]"))
    }
}
