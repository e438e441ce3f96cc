/// The single-value container of the node whose `init(from:)` is running: literals for
/// builtins, and the wrapped value for optionals and wrapper types.
struct SingleLiteralContainer: SingleValueDecodingContainer {
    let decoder: ExpressionDecoder

    var codingPath: [any CodingKey] { [] }

    // Read from the decoder rather than stored: keeps the container small enough to
    // live inline in its existential. The decoder's node is the same for as long as the
    // `init(from:)` that asked for this container runs.
    private var node: DSLExpression { decoder.node }

    func decodeNil() -> Bool {
        if case .nil = node.kind { return true }
        return false
    }

    /// A `String` raw-value enum reads its raw value here: `.red` gives "red", and `.eur`
    /// gives "EUR" when its `@DSL` schema says `case eur = "EUR"`.
    func decode(_ type: String.Type) throws -> String {
        if case .implicitMember(let name, _, nil) = node.kind, decoder.type != String.self {
            return try caseRawValue(name, as: String.self) ?? name
        }
        return try decoder.decodeString(node)
    }

    func decode(_ type: Bool.Type) throws -> Bool { try decoder.decodeBool(node) }
    func decode(_ type: Double.Type) throws -> Double { try rawValue(type) ?? decoder.decodeFloatingPoint(type, node) }
    func decode(_ type: Float.Type) throws -> Float { try rawValue(type) ?? decoder.decodeFloatingPoint(type, node) }
    func decode(_ type: Int.Type) throws -> Int { try rawValue(type) ?? decoder.decodeInteger(type, node) }
    func decode(_ type: Int8.Type) throws -> Int8 { try rawValue(type) ?? decoder.decodeInteger(type, node) }
    func decode(_ type: Int16.Type) throws -> Int16 { try rawValue(type) ?? decoder.decodeInteger(type, node) }
    func decode(_ type: Int32.Type) throws -> Int32 { try rawValue(type) ?? decoder.decodeInteger(type, node) }
    func decode(_ type: Int64.Type) throws -> Int64 { try rawValue(type) ?? decoder.decodeInteger(type, node) }
    func decode(_ type: UInt.Type) throws -> UInt { try rawValue(type) ?? decoder.decodeInteger(type, node) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try rawValue(type) ?? decoder.decodeInteger(type, node) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try rawValue(type) ?? decoder.decodeInteger(type, node) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try rawValue(type) ?? decoder.decodeInteger(type, node) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try rawValue(type) ?? decoder.decodeInteger(type, node) }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        if let value = try rawValue(T.self) { return value }
        return try decoder.decode(type, from: node)
    }

    /// The raw value of the case `.name` when the node names one of the running type's
    /// schema: an `Int` raw-value enum reads `1` for `.high` here.
    private func rawValue<Value>(_ type: Value.Type) throws -> Value? {
        guard case .implicitMember(let name, _, nil) = node.kind, decoder.type != Value.self else { return nil }
        return try caseRawValue(name, as: Value.self)
    }

    private func caseRawValue<Value>(_ name: String, as type: Value.Type) throws -> Value? {
        guard let schema = decoder.memo.entry(of: decoder.type).schema, !schema.caseNamesByRawValue.isEmpty,
            let raw = schema.rawValue(ofCase: name)
        else { return nil }
        return raw.base as? Value
    }
}
