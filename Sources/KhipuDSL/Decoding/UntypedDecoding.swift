/// Decoding where no type is expected, as in `let x = <expression>`.
extension ExpressionDecoder {
    func decodeWithoutExpectedType(_ node: DSLExpression) throws -> Any {
        switch node.kind {
        case .string(let text):
            return text
        case .integer:
            return try decodeInteger(Int.self, node)
        case .float:
            return try decodeFloatingPoint(Double.self, node)
        case .bool(let value):
            return value
        case .nil:
            throw Diagnostic.untypedNil(at: node.range, notes: ["write the type: let name: Type? = nil"])
        case .array(let elements):
            let elementType = try elementType(of: elements, in: node)
            return try decodeArray(of: elementType, from: node)
        case .dictionary(let entries):
            return try decodeDictionary(entries, from: node)
        case .implicitMember:
            throw Diagnostic.ambiguousType(
                of: "'\(ExpressionText.source(of: node))'",
                at: node.range,
                notes: ["write the type: let name: Type = \(ExpressionText.source(of: node))"]
            )
        case .call(let typeName, let nameRange, _), .qualifiedMember(let typeName, let nameRange, _):
            let type = try lookUpType(typeName, at: nameRange)
            return try decodeOpened(type, from: node)
        case .range(let lower, let upper, let isClosed):
            let boundType = try elementType(of: [lower, upper], in: node)
            guard let comparable = boundType as? any (Decodable & Comparable).Type else {
                throw Diagnostic.notARange(
                    expected: "a range", found: "bounds of type \(DSLTypeName.of(boundType)), which are not Comparable", at: node.range,
                    notes: [RangeForm.note])
            }
            return try decodeRange(of: comparable, isClosed: isClosed, from: node)
        case .identifier, .member, .subscript, .methodCall:
            return try resolveValue(node, expecting: nil)
        }
    }

    /// `8...20` with no type expected: a `ClosedRange` (or, for `..<`, a `Range`) of the
    /// bounds' type.
    private func decodeRange<Bound: Decodable & Comparable>(of bound: Bound.Type, isClosed: Bool, from node: DSLExpression) throws -> Any {
        if isClosed {
            let range: ClosedRange<Bound> = try decode(ClosedRange<Bound>.self, from: node)
            return range
        }
        let range: Range<Bound> = try decode(Range<Bound>.self, from: node)
        return range
    }

    /// A type of `context.types` by its DSL name, or by its innermost components when
    /// exactly one type ends that way.
    func lookUpType(_ written: String, at nameRange: SourceRange) throws -> any Decodable.Type {
        let named = context.types.map { (name: DSLTypeName.of($0), type: $0) }
        if let exact = named.first(where: { $0.name == written }) { return exact.type }
        let endingSo = named.filter { DSLTypeName.matches(written, $0.name) }
        if endingSo.count == 1 { return endingSo[0].type }
        let names = named.map(\.name).sorted()
        throw Diagnostic.unknownType(
            written,
            at: nameRange,
            notes: names.isEmpty ? [] : ["types that can be built here: " + names.joined(separator: ", ")],
            suggestion: DidYouMean.suggestion(for: written, among: names)
        )
    }

    /// The type the elements of an untyped array literal share: literals of one kind
    /// (integers and floating-point literals together make `Double`), or the type of the
    /// first element that names one.
    private func elementType(of elements: [DSLExpression], in node: DSLExpression) throws -> any Decodable.Type {
        guard !elements.isEmpty else {
            throw Diagnostic.ambiguousType(of: "an empty array", at: node.range, notes: ["write the type: let name: [Type] = []"])
        }
        var literalType: (any Decodable.Type)?
        for element in elements {
            let type: any Decodable.Type
            switch element.kind {
            case .string: type = String.self
            case .integer: type = literalType == Double.self ? Double.self : Int.self
            case .float: type = Double.self
            case .bool: type = Bool.self
            case .call(let typeName, let nameRange, _), .qualifiedMember(let typeName, let nameRange, _):
                return try lookUpType(typeName, at: nameRange)
            case .identifier, .member, .subscript, .methodCall:
                let value = try resolveValue(element, expecting: nil)
                guard let resolvedType = Swift.type(of: value) as? any Decodable.Type else {
                    throw Diagnostic.notAnArrayElement(
                        ExpressionText.source(of: element), isA: ExpressionText.article(for: DSLTypeName.of(Swift.type(of: value))), at: element.range)
                }
                return resolvedType
            case .nil:
                throw Diagnostic.untypedNil(at: element.range, notes: ["write the type: let name: [Type] = [...]"])
            case .array, .dictionary, .implicitMember, .range:
                throw Diagnostic.ambiguousType(
                    of: ExpressionText.describe(element),
                    at: element.range,
                    notes: ["write the type: let name: [Type] = [...]"]
                )
            }
            if let known = literalType, known != type {
                if known == Int.self && type == Double.self {
                    literalType = Double.self
                    continue
                }
                throw Diagnostic.typeMismatch(
                    expected: "\(DSLTypeName.of(known)) like the elements before", found: ExpressionText.describe(element), at: element.range)
            }
            literalType = type
        }
        return literalType ?? String.self
    }

    /// `["a": 1]`: keys and values each typed as the elements of an array literal.
    private func decodeDictionary(_ entries: [DictionaryEntry], from node: DSLExpression) throws -> Any {
        guard !entries.isEmpty else {
            throw Diagnostic.ambiguousType(of: "an empty dictionary", at: node.range, notes: ["write the type: let name: [Key: Value] = [:]"])
        }
        let keyType = try elementType(of: entries.map(\.key), in: node)
        let valueType = try elementType(of: entries.map(\.value), in: node)
        guard let hashableKey = keyType as? any (Decodable & Hashable).Type else {
            throw Diagnostic.notADictionaryKey(DSLTypeName.of(keyType), at: entries[0].key.range)
        }
        return try decodeDictionary(keys: hashableKey, values: valueType, from: node)
    }

    private func decodeDictionary<Key: Decodable & Hashable>(keys: Key.Type, values: any Decodable.Type, from node: DSLExpression) throws -> Any {
        try decodeDictionary(keys: Key.self, valuesOpened: values, from: node)
    }

    private func decodeDictionary<Key: Decodable & Hashable, Value: Decodable>(keys: Key.Type, valuesOpened: Value.Type, from node: DSLExpression) throws -> Any {
        let dictionary: [Key: Value] = try decode([Key: Value].self, from: node)
        return dictionary
    }

    private func decodeArray<Element: Decodable>(of type: Element.Type, from node: DSLExpression) throws -> Any {
        let array: [Element] = try decode([Element].self, from: node)
        return array
    }

    private func decodeOpened<T: Decodable>(_ type: T.Type, from node: DSLExpression) throws -> Any {
        let value: T = try decode(T.self, from: node)
        return value
    }
}
