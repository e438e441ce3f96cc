/// How a type with a schema is built from a node: through an initializer of the schema,
/// through `DSLConstructible`, or through `Codable` after the schema checked the node.
enum SchemaRoute {
    case codable
    /// `Codable`, on the node with the defaults it leaves out written in.
    case codableFilled(DSLExpression)
    case initializer(InitializerInfo, [Argument], ArgumentMapping)
    case constructible(any DSLConstructible.Type, form: Int, arguments: InitializerArguments)
}

extension ExpressionDecoder {
    /// Checks `node` against `schema` (throwing what is wrong) and picks how to build it.
    /// Not generic in `T`, which only names the expected type in a diagnostic.
    func route(_ node: DSLExpression, as type: Any.Type, schema: SchemaIndex, constructible: (any DSLConstructible.Type)?) throws -> SchemaRoute {
        switch node.kind {
        case .implicitMember where schema.hasOwnCodable:
            return .codable
        case .implicitMember(let name, let nameRange, let arguments):
            guard let match = try SchemaValidation.checkCase(name, nameRange: nameRange, arguments: arguments, of: node, against: schema)
            else { return .codable }
            guard let constructible else {
                let filled = try fillingDefaults(of: schema.cases[match.index], in: node, mapping: match.mapping)
                return filled == node ? .codable : .codableFilled(filled)
            }
            let view = InitializerArguments(decoder: self, arguments: arguments ?? [], mapping: match.mapping, call: node.range)
            return .constructible(constructible, form: match.index, arguments: view)
        case .call(let typeName, let nameRange, let arguments):
            try checkConstructorName(typeName, at: nameRange, expected: type, schemaName: schema.name)
            if let (initializer, mapping) = schema.initializer(matching: arguments) {
                return .initializer(initializer, arguments, mapping)
            }
            if schema.hasOwnCodable { return .codable }
            guard let mapping = try SchemaValidation.checkConstructor(typeName, arguments: arguments, of: node, against: schema),
                let constructible
            else { return .codable }
            let view = InitializerArguments(decoder: self, arguments: arguments, mapping: mapping, call: node.range)
            return .constructible(constructible, form: 0, arguments: view)
        case .string:
            guard let initializer = schema.stringInitializer else { return .codable }
            return .initializer(initializer, [Argument(label: nil, labelRange: nil, value: node)], .inOrder)
        case .integer, .float, .bool:
            // Another literal where a string would have built the value: say so.
            guard let initializer = schema.stringInitializer, !schema.hasOwnCodable else { return .codable }
            throw Diagnostic.typeMismatch(
                expected: "a value of type \(schema.name)", found: ExpressionText.describe(node), at: node.range,
                notes: ["a string literal builds a \(schema.name), through \(initializer.signature)"])
        default:
            return .codable
        }
    }

    /// Calls an initializer from the schema, decoding each argument with this decoder.
    func build<T>(_ type: T.Type, with initializer: InitializerInfo, arguments: [Argument], mapping: ArgumentMapping, at node: DSLExpression) throws -> T {
        try enterLevel(at: node)
        defer { leaveLevel() }
        let built: Any
        do {
            built = try initializer.schema.make(InitializerArguments(decoder: self, arguments: arguments, mapping: mapping, call: node.range))
        } catch let diagnostic as Diagnostic {
            throw diagnostic
        } catch {
            throw Diagnostic.initializerFailed(initializer.signature, reason: DecodingErrorTranslation.describe(error), at: node.range)
        }
        if let value = built as? T { return value }
        throw Diagnostic.initializerBuiltOtherType(
            initializer.signature, built: ExpressionText.article(for: DSLTypeName.of(Swift.type(of: built))), expected: DSLTypeName.of(T.self),
            at: node.range)
    }

    /// Calls an initializer from the schema through `DSLConstructible.dslInitialize`: the
    /// same call as `initializer.schema.make`, with the same diagnostics, without boxing
    /// the value in `Any` and casting it back.
    func build<T>(
        _ type: T.Type, through constructible: any DSLConstructible.Type, initializer: InitializerInfo,
        arguments: [Argument], mapping: ArgumentMapping, at node: DSLExpression
    ) throws -> T {
        try enterLevel(at: node)
        defer { leaveLevel() }
        let view = InitializerArguments(decoder: self, arguments: arguments, mapping: mapping, call: node.range)
        do {
            return try initializeOpened(constructible, as: T.self, index: initializer.index, arguments: view)
        } catch let diagnostic as Diagnostic {
            throw diagnostic
        } catch {
            throw Diagnostic.initializerFailed(initializer.signature, reason: DecodingErrorTranslation.describe(error), at: node.range)
        }
    }

    /// `Constructible` is `T`, as in `buildOpened`.
    private func initializeOpened<Constructible: DSLConstructible, T>(
        _ constructible: Constructible.Type, as type: T.Type, index: Int, arguments: InitializerArguments
    ) throws -> T {
        try Constructible.dslInitialize(index, arguments: arguments) as! T
    }

    /// Builds the case (or, for a struct, the properties) `form` through `DSLConstructible`.
    func build<T>(
        _ type: T.Type, with constructible: any DSLConstructible.Type, form: Int, arguments: InitializerArguments, at node: DSLExpression
    ) throws -> T {
        try enterLevel(at: node)
        defer { leaveLevel() }
        do {
            return try buildOpened(constructible, as: T.self, form: form, arguments: arguments)
        } catch let diagnostic as Diagnostic {
            throw diagnostic
        } catch {
            throw DecodingErrorTranslation.diagnostic(for: error, decoding: T.self, at: node)
        }
    }

    /// `Constructible` is `T`: the entry it comes from is `T`'s. The cast of a type to
    /// itself moves the value, where `reinterpret` would copy a whole tree of enum cases.
    private func buildOpened<Constructible: DSLConstructible, T>(
        _ constructible: Constructible.Type, as type: T.Type, form: Int, arguments: InitializerArguments
    ) throws -> T {
        try Constructible.dslConstruct(form: form, arguments: arguments) as! T
    }
}
