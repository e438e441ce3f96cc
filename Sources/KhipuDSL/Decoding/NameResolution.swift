/// Names and paths (`coffee`, `state.todos.items[0]`, `coffee.alter(.finish)`) are the
/// resolver's: the decoder only checks that what it gets is what is expected.
extension ExpressionDecoder {
    func resolve<T>(_ node: DSLExpression, as type: T.Type) throws -> T {
        let value = try resolveValue(node, expecting: T.self)
        if let typed = value as? T ?? SharedArrayConversion.converted(value, to: T.self) { return typed }
        let found = DSLTypeName.of(Swift.type(of: value))
        throw Diagnostic.resolvedTypeMismatch(
            ExpressionText.source(of: node), isA: ExpressionText.article(for: found), expected: DSLTypeName.of(T.self), at: node.range)
    }

    func resolveValue(_ node: DSLExpression, expecting expected: Any.Type?) throws -> Any {
        guard let resolver = context.resolver else {
            let root = ExpressionText.root(of: node)
            throw Diagnostic.unknownName(ExpressionText.source(of: root), at: root.range)
        }
        do {
            return try resolver.resolve(node, expecting: expected)
        } catch let diagnostic as Diagnostic {
            throw diagnostic
        } catch {
            throw Diagnostic.cannotEvaluate(ExpressionText.source(of: node), reason: DecodingErrorTranslation.describe(error), at: node.range)
        }
    }
}
