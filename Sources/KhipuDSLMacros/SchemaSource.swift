import SwiftSyntax
import SwiftSyntaxBuilder

/// Spells the pieces of a generated schema as Swift source text.
enum SchemaSource {
    static func stringLiteral(_ text: String) -> String {
        StringLiteralExprSyntax(content: text).description
    }

    static func optionalStringLiteral(_ text: String?) -> String {
        text.map(stringLiteral) ?? "nil"
    }

    /// `DSLParameterSchema(label: "item", typeName: "TodoItem", type: TodoItem.self)`.
    /// `hasDefault: true, defaultValue: "1"` is added for a parameter that may be left out,
    /// with its default value as declared, for describe and completion to show.
    static func parameter(label: String?, type: TypeSyntax, defaultValue: ExprSyntax? = nil) -> String {
        let defaulted = defaultValue.map { ", hasDefault: true, defaultValue: \(stringLiteral($0.trimmedDescription))" } ?? ""
        return "DSLParameterSchema(label: \(optionalStringLiteral(label)), typeName: \(stringLiteral(type.trimmedDescription)), type: \(metatype(of: type))\(defaulted))"
    }

    /// `Int.self`, `[Step].self`, or `((Int) -> Void).self` where the type needs parentheses.
    static func metatype(of type: TypeSyntax) -> String {
        let value = valueType(of: type)
        let spelling = value.trimmedDescription
        return needsParentheses(value) ? "(\(spelling)).self" : "\(spelling).self"
    }

    /// The type of the value itself: `Int?` for `Int!`, `String` for `__owned String`.
    static func valueType(of type: TypeSyntax) -> TypeSyntax {
        let base = type.as(AttributedTypeSyntax.self)?.baseType ?? type
        if let unwrapped = base.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            return TypeSyntax(OptionalTypeSyntax(wrappedType: unwrapped.wrappedType.trimmed))
        }
        return base.trimmed
    }

    private static func needsParentheses(_ type: TypeSyntax) -> Bool {
        !(type.is(IdentifierTypeSyntax.self) || type.is(MemberTypeSyntax.self) || type.is(ArrayTypeSyntax.self)
            || type.is(DictionaryTypeSyntax.self) || type.is(OptionalTypeSyntax.self) || type.is(TupleTypeSyntax.self))
    }

    /// `[]`, or one element a line, indented one level inside the brackets.
    static func list(_ elements: [String]) -> String {
        guard !elements.isEmpty else { return "[]" }
        return "[\n" + elements.map(indented).joined(separator: ",\n") + "\n]"
    }

    /// Indents every line but the first, for text that continues a line indented one level.
    static func continuing(_ text: String) -> String {
        indenting(text, from: 1)
    }

    static func indented(_ text: String) -> String {
        indenting(text, from: 0)
    }

    private static func indenting(_ text: String, from firstIndentedLine: Int) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            .map { index, line in index < firstIndentedLine || line.isEmpty ? String(line) : "    " + line }
            .joined(separator: "\n")
    }
}
