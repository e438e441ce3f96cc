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
    /// (or `"eur"`) gives "EUR" when its `@DSL` schema says `case eur = "EUR"`.
    func decode(_ type: String.Type) throws -> String {
        if case .implicitMember(let name, _, nil) = node.kind, decoder.type != String.self {
            return try caseRawValue(name, as: String.self) ?? name
        }
        if let value = try rawValue(String.self) { return value }
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
    /// schema: an `Int` raw-value enum reads `1` for `.high` here. A case of an enum with
    /// raw values is written by its name, so a literal stands for a case only as its name
    /// in a string (`"high"`, as a dictionary key may be written); a raw value written
    /// instead (`3`, `"STU"`) is refused with the case it is the raw value of.
    private func rawValue<Value>(_ type: Value.Type) throws -> Value? {
        guard decoder.type != Value.self else { return nil }
        switch node.kind {
        case .implicitMember(let name, _, nil):
            return try caseRawValue(name, as: Value.self)
        case .string(let text):
            guard let schema = rawValueSchema else { return nil }
            if let value = try caseRawValue(text, as: Value.self) { return value }
            throw literalNamingNoCase(StringEscaping.literal(text), bare: text, schema: schema)
        case .integer(let text), .float(let text):
            guard let schema = rawValueSchema else { return nil }
            throw literalNamingNoCase(text, bare: text, schema: schema)
        default:
            return nil
        }
    }

    /// The running type's schema when it is an enum with raw values.
    private var rawValueSchema: SchemaIndex? {
        guard let schema = decoder.memo.entry(of: decoder.type).schema, !schema.caseNamesByRawValue.isEmpty else { return nil }
        return schema
    }

    /// A literal where a case of an enum with raw values is expected: the raw value of a
    /// case (then the diagnostic names it), or nothing of the enum's.
    private func literalNamingNoCase(_ written: String, bare: String, schema: SchemaIndex) -> Diagnostic {
        if let caseName = schema.caseNamesByRawValue.first(where: { "\($0.key.base)" == bare })?.value {
            return .rawValueSpelling(written, caseName: caseName, of: schema.name, at: node.range)
        }
        return .unknownRawCase(written, bare: bare, of: schema.name, cases: schema.caseNames, at: node.range)
    }

    private func caseRawValue<Value>(_ name: String, as type: Value.Type) throws -> Value? {
        guard let schema = decoder.memo.entry(of: decoder.type).schema, !schema.caseNamesByRawValue.isEmpty,
            let raw = schema.rawValue(ofCase: name)
        else { return nil }
        return raw.base as? Value
    }
}
