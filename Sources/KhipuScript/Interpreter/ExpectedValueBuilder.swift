import KhipuDSL

/// Builds the value an expectation expects. A `_` in it takes its value from what the
/// expectation is compared with, so the rest is still compared as typed values.
struct ExpectedValueBuilder {
    /// Decodes names and paths the script's way.
    let decoder: DSLValueDecoder
    /// The same, stopping with `WildcardResolver.reached` at the first `_`.
    let stoppingDecoder: DSLValueDecoder

    /// Checks what the decoder reaches of `expected` before a `_`: a misspelt case is an
    /// error of the expectation itself, whatever it is later compared with.
    func check(_ expected: DSLExpression, as type: any Decodable.Type) throws(Diagnostic) {
        do {
            _ = try stoppingDecoder.decode(type, from: expected)
        } catch where error.message == WildcardResolver.reached {
            return
        } catch {
            let patterns = WildcardPattern.patternConstructorRanges(in: expected)
            if patterns.contains(where: { $0.start <= error.range.start && error.range.end <= $0.end }) { return }
            throw error
        }
    }

    /// `expected` decoded as `type`, each `_` filled from `actual`; nil when `actual` has
    /// another shape (another case, label or length) where a `_` stands.
    func value(_ expected: DSLExpression, as type: any Decodable.Type, comparedWith actual: Any) throws(Diagnostic) -> Any? {
        guard WildcardPattern.containsWildcard(expected) else {
            return try decoder.decode(type, from: expected)
        }
        guard let printed = Self.syntax(of: actual), let filled = WildcardPattern.fill(expected, from: printed) else {
            return nil
        }
        return try decoder.decode(type, from: filled)
    }

    /// A value as the syntax tree of its printed form, which reads back as an equal value.
    static func syntax(of value: Any) -> DSLExpression? {
        guard let encodable = value as? any Encodable else { return nil }
        return try? DSLParser.parseExpression(DSLPrinter.print(encodable))
    }
}

/// The script's resolver, with a clear word for `_` where it cannot stand.
struct WildcardResolver: DSLValueResolver {
    /// The message of the diagnostic a stopping resolver throws at a `_`.
    static let reached = "a `_` was reached"

    let base: any DSLValueResolver
    /// Whether a `_` ends decoding quietly (checking an expectation) or is an error.
    let stopsAtWildcard: Bool

    func resolve(_ expression: DSLExpression, expecting expected: Any.Type?) throws -> Any {
        guard WildcardPattern.isWildcard(expression) else {
            return try base.resolve(expression, expecting: expected)
        }
        if stopsAtWildcard { throw Diagnostic.wildcardReached(at: expression.range) }
        throw Diagnostic.wildcardOutsideExpectation(at: expression.range)
    }
}
