/// Diagnostics the decoder's containers raise about the node at hand.
extension ExpressionDecoder {
    func typeMismatch(_ node: DSLExpression, expected: String, notes: [String] = []) -> Diagnostic {
        .typeMismatch(expected: expected, found: ExpressionText.describe(node), at: node.range, notes: notes)
    }

    /// `Coordinate(...)` (or `Location.Kind.street`, quoted as `found`) where a `Location`
    /// is expected.
    func checkConstructorName(_ written: String, at nameRange: SourceRange, expected type: Any.Type, schemaName: String?, found: String? = nil) throws {
        // The schema's name first: it is at hand, the DSL name takes the shared cache's lock.
        if let schemaName, DSLTypeName.matches(written, schemaName) { return }
        let name = DSLTypeName.of(type)
        if DSLTypeName.matches(written, name) { return }
        throw Diagnostic.typeMismatch(
            expected: "a value of type \(name)", found: found ?? "'\(written)(...)'", at: nameRange,
            suggestion: DidYouMean.suggestion(for: written, among: [name]))
    }

    /// A subclass's `init(from:)` asked for its superclass's decoder: nothing typed
    /// splits into the two parts.
    func classHierarchy(at owner: DSLExpression) -> Diagnostic {
        let name = DSLTypeName.of(type)
        return .notBuildableFromText(
            ExpressionText.article(for: name), reason: "its init(from:) decodes a superclass with superDecoder()", at: owner.range,
            notes: ["make \(name) a struct, or let its init(from:) decode every property itself instead of calling super.init(from: superDecoder())"]
        )
    }

    /// A key the running `init(from:)` asked for that no argument supplies.
    func missingArgument(_ key: String, type: Any.Type, in arguments: [Argument], of owner: DSLExpression) -> Diagnostic {
        if let position = ArgumentKeys.position(ofPositionalKey: key) {
            if position < arguments.count, let label = arguments[position].label, let labelRange = arguments[position].labelRange {
                return .unexpectedLabel(label, at: labelRange)
            }
            return .missingArgument("#\(position + 1) of type \(DSLTypeName.of(type))", at: owner.range)
        }
        let typo = arguments.first { argument in
            guard let label = argument.label, label != key else { return false }
            return DidYouMean.suggestion(for: label, among: [key]) != nil
        }
        if let typo, let label = typo.label, let labelRange = typo.labelRange {
            return .expectedLabel(key, found: label, at: labelRange, suggestion: key)
        }
        return .missingArgument("'\(key): \(DSLTypeName.of(type))'", at: owner.range)
    }
}
