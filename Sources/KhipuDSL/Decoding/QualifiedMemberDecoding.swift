/// `Member.Tier.student` and `Shop.Command.order(sku: "A-1")`: a case named with its
/// type, as Swift writes it. The type must be the one expected (an optional's wrapped
/// type for an optional); the case is then read as the implicit member `.student`.
extension ExpressionDecoder {
    func decodeQualifiedMember<T: Decodable>(_ type: T.Type, from node: DSLExpression) throws -> T {
        guard case .qualifiedMember(let typeName, let typeNameRange, let member) = node.kind else {
            return try decode(T.self, from: node)
        }
        let entry = memo.entry(of: T.self)
        if let optional = entry.optional, !DSLTypeName.matches(typeName, DSLTypeName.of(T.self)) {
            // `Tier.student` where a `Tier?` is expected: the optional holds the case.
            return try decodeOptional(optional, as: T.self, from: node)
        }
        try checkConstructorName(
            typeName, at: typeNameRange, expected: T.self, schemaName: entry.schema?.name, found: "'\(ExpressionText.source(of: node))'")
        return try decode(T.self, from: member)
    }
}
