import Foundation

/// Turns what a type's own `init(from:)` threw into a diagnostic at the node it was
/// decoding. The decoder's containers throw diagnostics themselves; this covers
/// synthesised enum decoding (an unknown case), raw-value enums and hand-written inits.
enum DecodingErrorTranslation {
    static func diagnostic(for error: any Error, decoding type: Any.Type, at node: DSLExpression) -> Diagnostic {
        let typeName = DSLTypeName.of(type)
        guard let decodingError = error as? DecodingError else {
            return .cannotBuild(ExpressionText.article(for: typeName), reason: describe(error), at: node.range)
        }
        switch decodingError {
        case .typeMismatch(let expected, _):
            if case .implicitMember(let name, let nameRange, _) = node.kind {
                return .unknownCase(name, of: typeName, at: nameRange)
            }
            let expectedName = expected == type ? "a value of type \(typeName)" : DSLTypeName.of(expected)
            return .typeMismatch(expected: expectedName, found: ExpressionText.describe(node), at: node.range)
        case .dataCorrupted(let context):
            if case .implicitMember(let name, let nameRange, nil) = node.kind {
                return .unknownCase(name, of: typeName, at: nameRange)
            }
            return .invalidValue("\(typeName): \(context.debugDescription)", at: node.range)
        case .keyNotFound(let key, _):
            return .missingArgument("'\(key.stringValue):' for \(typeName)", at: node.range)
        case .valueNotFound(let missing, _):
            return .typeMismatch(expected: DSLTypeName.of(missing), found: "'nil'", at: node.range)
        @unknown default:
            return .cannotBuild(ExpressionText.article(for: typeName), reason: describe(error), at: node.range)
        }
    }

    static func describe(_ error: any Error) -> String {
        if let diagnostic = error as? Diagnostic { return diagnostic.message }
        if let localized = error as? LocalizedError, let description = localized.errorDescription { return description }
        return String(describing: error)
    }
}
