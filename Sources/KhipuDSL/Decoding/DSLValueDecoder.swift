/// Decodes a syntax tree into typed values through Swift's `Codable`, so synthesised
/// conformances work unchanged:
///
/// - `.add(item: x)` is the enum case `add` with the keyed payload `{item: x}`; unlabelled
///   payloads are keyed `_0`, `_1`, … by position; `.finish` has an empty payload.
/// - `Coordinate(latitude: 1, longitude: 2)` is a struct's properties, or a call of an
///   initializer its `@DSL` schema lists; a string literal builds a type whose schema has
///   an initializer taking one `String`.
/// - Literals, `nil`, arrays, dictionaries, sets, ISO-8601 dates (or `.now`), UUID and
///   URL strings and exact decimals are builtins; names and paths go to the context's resolver.
/// - A type whose `@DSL` schema says it has its own `Codable` is read through it unchecked.
///
/// Every failure is one `Diagnostic` at the smallest node at fault.
public struct DSLValueDecoder {
    public let context: DSLDecodingContext
    /// What this decoder learnt about types, kept across values: decoding many values
    /// with one decoder is faster than with a new one each time.
    private let memo: DecodingMemo
    private let pool = ExpressionDecoderPool()

    public init(context: DSLDecodingContext = DSLDecodingContext()) {
        self.init(context: context, fastConstruction: true)
    }

    /// With `fastConstruction` false, `DSLConstructible` types are built through `Codable`
    /// like any other, so tests can compare both ways of building the same text.
    package init(context: DSLDecodingContext = DSLDecodingContext(), fastConstruction: Bool) {
        self.context = context
        memo = DecodingMemo(usesConstruction: fastConstruction)
    }

    public func decode<T: Decodable>(_ type: T.Type, from expression: DSLExpression) throws(Diagnostic) -> T {
        let decoder = pool.take(context: context, memo: memo, node: expression, type: T.self)
        defer { pool.giveBack(decoder) }
        do {
            return try decoder.decode(T.self, from: expression)
        } catch {
            throw Self.diagnostic(for: error, at: expression)
        }
    }

    /// Parses and decodes `text` as exactly one value: what `decode(_:from:)` makes of
    /// `DSLParser.parseExpression(text)`, with the same diagnostics. A `DSLReadable` type
    /// (what `@DSL` writes) in the shape the printer writes is read without the syntax tree,
    /// several times faster; any other text goes through the tree.
    public func decode<T: Decodable>(_ type: T.Type, fromText text: String) throws(Diagnostic) -> T {
        if let value = readWithoutTree(T.self, fromText: text) { return value }
        return try decode(T.self, from: try DSLParser.parseExpression(text))
    }

    /// The fast path of `decode(_:fromText:)` alone: nil where the tree path must decide.
    package func readWithoutTree<T: Decodable>(_ type: T.Type, fromText text: String) -> T? {
        guard memo.usesConstruction, let readable = T.self as? any DSLReadable.Type else { return nil }
        return Self.read(readable, from: text) as? T
    }

    private static func read<Readable: DSLReadable>(_ type: Readable.Type, from text: String) -> Readable? {
        var reader = DSLTextReader(text)
        reader.skipWhitespace()
        guard let value = try? Readable.dslRead(from: &reader) else { return nil }
        reader.skipWhitespace()
        return reader.isAtEnd ? value : nil
    }

    /// The same for a type known only at run time, e.g. a domain's `Message` type.
    /// Disfavoured so that `decode(Foo.self, from:)` is the typed overload wherever the
    /// result's type is not spelled out.
    @_disfavoredOverload
    public func decode(_ type: any Decodable.Type, from expression: DSLExpression) throws(Diagnostic) -> Any {
        try decodeOpened(type, from: expression)
    }

    /// The value of `let x = <expression>`, where nothing says what type it should have:
    /// literals are `String`, `Int`, `Double` or `Bool`, `TypeName(...)` is looked up in
    /// the context's `types`, arrays take the type of their elements, names and paths
    /// are whatever the resolver says.
    public func decodeWithoutExpectedType(from expression: DSLExpression) throws(Diagnostic) -> Any {
        let decoder = ExpressionDecoder(context: context, memo: memo, node: expression, type: Any.self)
        do {
            return try decoder.decodeWithoutExpectedType(expression)
        } catch {
            throw Self.diagnostic(for: error, at: expression)
        }
    }

    private func decodeOpened<T: Decodable>(_ type: T.Type, from expression: DSLExpression) throws(Diagnostic) -> Any {
        // Typed, or overload resolution picks the dynamic `decode` again.
        let value: T = try decode(T.self, from: expression)
        return value
    }

    private static func diagnostic(for error: any Error, at expression: DSLExpression) -> Diagnostic {
        if let diagnostic = error as? Diagnostic { return diagnostic }
        return .decodingFailure(DecodingErrorTranslation.describe(error), at: expression.range)
    }
}
