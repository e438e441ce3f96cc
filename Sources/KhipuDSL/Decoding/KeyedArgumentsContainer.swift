/// The keyed container over the arguments of `.name(arguments)` or `Type(arguments)`:
/// keys are labels, or `_0`, `_1`, … for unlabelled arguments by position.
struct ArgumentsContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let decoder: ExpressionDecoder
    let arguments: [Argument]
    /// The call the arguments belong to, where a missing argument is reported.
    let owner: DSLExpression
    /// This container's entry in `decoder.usage`.
    let slot: Int

    var codingPath: [any CodingKey] { [] }

    var allKeys: [Key] {
        arguments.indices.compactMap { Key(stringValue: ArgumentKeys.key(of: arguments[$0], at: $0)) }
    }

    func contains(_ key: Key) -> Bool {
        position(of: key.stringValue) != nil
    }

    private func position(of key: String) -> Int? {
        let hint = decoder.nextArgumentHint(slot)
        if hint < arguments.count, ArgumentKeys.matches(arguments[hint], at: hint, key: key) { return hint }
        for index in arguments.indices where index != hint && ArgumentKeys.matches(arguments[index], at: index, key: key) {
            return index
        }
        return nil
    }

    private func take(_ key: Key, as type: Any.Type) throws -> DSLExpression {
        guard let index = position(of: key.stringValue) else {
            throw decoder.missingArgument(key.stringValue, type: type, in: arguments, of: owner)
        }
        decoder.markRead(slot, argument: index)
        return arguments[index].value
    }

    /// The argument's value, nil when it is absent or `nil`. `.some(x)` is present and
    /// holds `x`: a nested optional's `.some(nil)`.
    private func takeIfPresent(_ key: Key) -> DSLExpression? {
        guard let index = position(of: key.stringValue) else { return nil }
        decoder.markRead(slot, argument: index)
        let value = arguments[index].value
        if case .nil = value.kind { return nil }
        if case .implicitMember("some", _, let someArguments?) = value.kind, someArguments.count == 1,
            someArguments[0].label == nil, case .nil = someArguments[0].value.kind
        {
            return someArguments[0].value
        }
        return value
    }

    func decodeNil(forKey key: Key) throws -> Bool {
        let value = try take(key, as: Any?.self)
        if case .nil = value.kind { return true }
        return false
    }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try decoder.decodeBool(take(key, as: type)) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try decoder.decodeString(take(key, as: type)) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try decoder.decodeFloatingPoint(type, take(key, as: type)) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try decoder.decodeFloatingPoint(type, take(key, as: type)) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try decoder.decodeInteger(type, take(key, as: type)) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try decoder.decodeInteger(type, take(key, as: type)) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try decoder.decodeInteger(type, take(key, as: type)) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try decoder.decodeInteger(type, take(key, as: type)) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try decoder.decodeInteger(type, take(key, as: type)) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try decoder.decodeInteger(type, take(key, as: type)) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try decoder.decodeInteger(type, take(key, as: type)) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try decoder.decodeInteger(type, take(key, as: type)) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try decoder.decodeInteger(type, take(key, as: type)) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try decoder.decodeInteger(type, take(key, as: type)) }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try decoder.decode(type, from: take(key, as: type))
    }

    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? { try takeIfPresent(key).map(decoder.decodeBool) }
    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? { try takeIfPresent(key).map(decoder.decodeString) }
    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? { try takeIfPresent(key).map { try decoder.decodeFloatingPoint(type, $0) } }
    func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? { try takeIfPresent(key).map { try decoder.decodeFloatingPoint(type, $0) } }
    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? { try takeIfPresent(key).map { try decoder.decodeInteger(type, $0) } }
    func decodeIfPresent(_ type: Int8.Type, forKey key: Key) throws -> Int8? { try takeIfPresent(key).map { try decoder.decodeInteger(type, $0) } }
    func decodeIfPresent(_ type: Int16.Type, forKey key: Key) throws -> Int16? { try takeIfPresent(key).map { try decoder.decodeInteger(type, $0) } }
    func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? { try takeIfPresent(key).map { try decoder.decodeInteger(type, $0) } }
    func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? { try takeIfPresent(key).map { try decoder.decodeInteger(type, $0) } }
    func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? { try takeIfPresent(key).map { try decoder.decodeInteger(type, $0) } }
    func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? { try takeIfPresent(key).map { try decoder.decodeInteger(type, $0) } }
    func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? { try takeIfPresent(key).map { try decoder.decodeInteger(type, $0) } }
    func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? { try takeIfPresent(key).map { try decoder.decodeInteger(type, $0) } }
    func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? { try takeIfPresent(key).map { try decoder.decodeInteger(type, $0) } }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        try takeIfPresent(key).map { try decoder.decode(type, from: $0) }
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        try decoder.keyedContainer(keyedBy: type, for: take(key, as: Any.self), isCurrentNode: false)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try decoder.unkeyedContainer(for: take(key, as: [Any].self))
    }

    func superDecoder() throws -> any Decoder {
        throw decoder.classHierarchy(at: owner)
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        try superDecoder()
    }
}
