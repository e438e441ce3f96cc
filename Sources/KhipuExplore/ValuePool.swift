import Foundation
import KhipuDSL

/// Values the domain made (ids in its state and in what it emitted) and the documentation's
/// fixtures, printed and kept by type, so that a generated message can name the account
/// that exists rather than one nobody opened.
///
/// Only values that name something are kept: ids, and the structs and enums of the
/// domain's own types; numbers, strings and dates the generator writes as well as any.
struct ValuePool {
    private(set) var texts: [ObjectIdentifier: [String]] = [:]
    private var seen: [ObjectIdentifier: Set<String>] = [:]
    /// The most texts kept per type; the newest stay, as the newest record is likeliest to exist.
    static let perType = 16
    /// How far into a value the walk goes, and how many parts it looks at, so that a large
    /// state costs a bounded walk per step.
    static let maximumDepth = 8
    static let maximumParts = 400

    private static let unnamed: Set<ObjectIdentifier> = [
        ObjectIdentifier(Date.self), ObjectIdentifier(Decimal.self), ObjectIdentifier(URL.self),
        ObjectIdentifier(Duration.self), ObjectIdentifier(Data.self),
    ]

    /// Takes in the values inside `value` that name something.
    mutating func add(partsOf value: Any) {
        var parts = 0
        walk(value, depth: 0, parts: &parts)
    }

    private mutating func walk(_ value: Any, depth: Int, parts: inout Int) {
        guard depth < Self.maximumDepth, parts < Self.maximumParts else { return }
        parts += 1
        let mirror = Mirror(reflecting: value)
        let type = type(of: value)
        // A case without a payload is one the generator draws as well: only cases that
        // carry something (`.account(id)`) name a thing.
        let names = mirror.displayStyle == .struct || (mirror.displayStyle == .enum && !mirror.children.isEmpty)
        if depth > 0, names, !Self.unnamed.contains(ObjectIdentifier(type)),
            let encodable = value as? any Encodable
        {
            keep(DSLPrinter.print(encodable), for: type)
        }
        // A UUID's parts are bytes: nothing below it names anything.
        guard type != UUID.self else { return }
        for child in mirror.children {
            walk(child.value, depth: depth + 1, parts: &parts)
        }
    }

    private mutating func keep(_ text: String, for type: Any.Type) {
        guard text.utf8.count <= 200 else { return }
        let key = ObjectIdentifier(type)
        guard seen[key, default: []].insert(text).inserted else { return }
        var list = texts[key, default: []]
        list.append(text)
        if list.count > Self.perType { list.removeFirst() }
        texts[key] = list
    }
}
