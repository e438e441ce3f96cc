/// The keyed container of an implicit member `.name(arguments)`: one key, the case name,
/// whose nested container holds the arguments, as synthesised `Codable` decodes an enum.
struct EnumCaseContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let decoder: ExpressionDecoder
    let node: DSLExpression
    let name: String
    let arguments: [Argument]
    let isCurrentNode: Bool

    var codingPath: [any CodingKey] { [] }

    var allKeys: [Key] {
        Key(stringValue: name).map { [$0] } ?? []
    }

    func contains(_ key: Key) -> Bool {
        key.stringValue == name
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        guard key.stringValue == name else { throw notAStructure() }
        let slot = decoder.openUsageSlot(isCurrentNode: isCurrentNode)
        return KeyedDecodingContainer(ArgumentsContainer<NestedKey>(decoder: decoder, arguments: arguments, owner: node, slot: slot))
    }

    /// Only a struct or a hand-written `init(from:)` reads values straight from this
    /// container: the user wrote `.name` where such a type is expected.
    private func notAStructure() -> Diagnostic {
        let typeName = DSLTypeName.of(decoder.type)
        return decoder.typeMismatch(node, expected: "a value of type \(typeName)", notes: ["build it with \(typeName)(...)"])
    }

    func decodeNil(forKey key: Key) throws -> Bool { throw notAStructure() }
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { throw notAStructure() }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { throw notAStructure() }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { throw notAStructure() }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { throw notAStructure() }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { throw notAStructure() }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { throw notAStructure() }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { throw notAStructure() }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { throw notAStructure() }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { throw notAStructure() }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { throw notAStructure() }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { throw notAStructure() }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { throw notAStructure() }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { throw notAStructure() }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { throw notAStructure() }
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { throw notAStructure() }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer { throw notAStructure() }
    func superDecoder() throws -> any Decoder { throw notAStructure() }
    func superDecoder(forKey key: Key) throws -> any Decoder { throw notAStructure() }
}
