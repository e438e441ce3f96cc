/// What a type's own `Decodable` reads first, found without a value: its `init(from:)` is
/// run against a decoder that notes the first container asked for and then fails.
///
/// A type that reads a bare list (`unkeyedContainer()`) and is not a sequence has a form
/// Khipu cannot type: its values print as `[4, 16213023705161793536]` (`Duration`'s pair
/// of integers before Khipu knew it), positional numbers that no name explains.
package enum CodableForm {
    /// Whether `type` is `Decodable` and reads one value (`singleValueContainer()`), as a
    /// wrapper such as swift-tagged's `Tagged` does: it is written as the value it wraps.
    package static func isSingleValue(_ type: Any.Type) -> Bool {
        guard let decodable = type as? any Decodable.Type else { return false }
        let probe = FirstContainerProbe()
        _ = try? decodable.init(from: probe)
        return probe.first == .singleValue
    }

    /// Whether `type` is `Decodable`, not a sequence, and reads a bare list.
    package static func isUnnamedList(_ type: Any.Type) -> Bool {
        guard let decodable = type as? any Decodable.Type, !(type is any Sequence.Type) else { return false }
        let probe = FirstContainerProbe()
        _ = try? decodable.init(from: probe)
        return probe.first == .unkeyed
    }
}

/// A decoder whose every container fails, after noting which was asked for first.
private final class FirstContainerProbe: Decoder {
    enum Container { case keyed, unkeyed, singleValue }

    struct Stop: Error {}

    var first: Container?
    let codingPath: [any CodingKey] = []
    let userInfo: [CodingUserInfoKey: Any] = [:]

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        throw stop(.keyed)
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        throw stop(.unkeyed)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        throw stop(.singleValue)
    }

    private func stop(_ container: Container) -> Stop {
        if first == nil { first = container }
        return Stop()
    }
}
