/// The unkeyed container over the elements of an array literal `[a, b]`.
struct UnkeyedArrayContainer: UnkeyedDecodingContainer {
    let decoder: ExpressionDecoder
    let elements: [DSLExpression]
    let owner: DSLExpression
    private(set) var currentIndex = 0

    init(decoder: ExpressionDecoder, elements: [DSLExpression], owner: DSLExpression) {
        self.decoder = decoder
        self.elements = elements
        self.owner = owner
    }

    var codingPath: [any CodingKey] { [] }
    var count: Int? { elements.count }
    var isAtEnd: Bool { currentIndex >= elements.count }

    private mutating func next() throws -> DSLExpression {
        guard currentIndex < elements.count else {
            throw Diagnostic.missingElement(count: elements.count, in: DSLTypeName.of(decoder.type), at: owner.range)
        }
        defer { currentIndex += 1 }
        return elements[currentIndex]
    }

    mutating func decodeNil() throws -> Bool {
        guard currentIndex < elements.count, case .nil = elements[currentIndex].kind else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool { try decoder.decodeBool(next()) }
    mutating func decode(_ type: String.Type) throws -> String { try decoder.decodeString(next()) }
    mutating func decode(_ type: Double.Type) throws -> Double { try decoder.decodeFloatingPoint(type, next()) }
    mutating func decode(_ type: Float.Type) throws -> Float { try decoder.decodeFloatingPoint(type, next()) }
    mutating func decode(_ type: Int.Type) throws -> Int { try decoder.decodeInteger(type, next()) }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try decoder.decodeInteger(type, next()) }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try decoder.decodeInteger(type, next()) }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try decoder.decodeInteger(type, next()) }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try decoder.decodeInteger(type, next()) }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try decoder.decodeInteger(type, next()) }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try decoder.decodeInteger(type, next()) }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try decoder.decodeInteger(type, next()) }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try decoder.decodeInteger(type, next()) }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try decoder.decodeInteger(type, next()) }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try decoder.decode(type, from: next())
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        try decoder.keyedContainer(keyedBy: type, for: next(), isCurrentNode: false)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try decoder.unkeyedContainer(for: next())
    }

    mutating func superDecoder() throws -> any Decoder {
        throw decoder.classHierarchy(at: owner)
    }
}
