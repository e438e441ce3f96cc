import SwiftSyntax

/// Describes an enum's cases: `.enumeration([DSLCaseSchema(...), ...])`.
struct EnumSchemaBuilder {
    let declaration: EnumDeclSyntax

    /// The raw types Swift accepts literal raw values of.
    private static let rawValueTypes: Set<String> = [
        "String", "Character", "Int", "Int8", "Int16", "Int32", "Int64",
        "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float",
    ]

    /// Whether the enum declares a raw type, `enum Currency: String`: the first type it
    /// inherits from, as Swift requires.
    private var hasRawValues: Bool {
        guard let first = declaration.inheritanceClause?.inheritedTypes.first else { return false }
        let name = first.type.trimmedDescription
        return Self.rawValueTypes.contains(name) || (name.hasPrefix("Swift.") && Self.rawValueTypes.contains(String(name.dropFirst(6))))
    }

    func kindSource() -> String {
        let cases = declaration.memberBlock.members.flatMap { member -> [String] in
            guard let caseDecl = member.decl.as(EnumCaseDeclSyntax.self) else { return [] }
            let doc = DocComment.text(of: caseDecl)
            return caseDecl.elements.map { caseSource($0, doc: doc) }
        }
        return ".enumeration(\(SchemaSource.list(cases)))"
    }

    private func caseSource(_ element: EnumCaseElementSyntax, doc: String?) -> String {
        let parameters = (element.parameterClause?.parameters).map(Array.init) ?? []
        let parameterSources = parameters.map { parameter in
            SchemaSource.parameter(label: label(of: parameter), type: parameter.type, defaultValue: parameter.defaultValue?.value.trimmed)
        }
        let name = SchemaSource.stringLiteral(element.name.plainName)
        // The compiler works out implicit raw values (the case name, the next integer).
        let rawValue = hasRawValues && parameters.isEmpty ? ", rawValue: Self.\(element.name.trimmedDescription).rawValue" : ""
        return "DSLCaseSchema(name: \(name), doc: \(SchemaSource.optionalStringLiteral(doc)), parameters: \(SchemaSource.list(parameterSources))\(rawValue))"
    }

    /// nil for `case step(String)` and `case step(_ text: String)`.
    private func label(of parameter: EnumCaseParameterSyntax) -> String? {
        guard let firstName = parameter.firstName, firstName.tokenKind != .wildcard else { return nil }
        return firstName.plainName
    }
}
