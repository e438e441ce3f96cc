import SwiftSyntax

/// Describes an enum's cases: `.enumeration([DSLCaseSchema(...), ...])`.
struct EnumSchemaBuilder {
    let declaration: EnumDeclSyntax

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
            SchemaSource.parameter(label: label(of: parameter), type: parameter.type)
        }
        let name = SchemaSource.stringLiteral(element.name.plainName)
        return "DSLCaseSchema(name: \(name), doc: \(SchemaSource.optionalStringLiteral(doc)), parameters: \(SchemaSource.list(parameterSources)))"
    }

    /// nil for `case step(String)` and `case step(_ text: String)`.
    private func label(of parameter: EnumCaseParameterSyntax) -> String? {
        guard let firstName = parameter.firstName, firstName.tokenKind != .wildcard else { return nil }
        return firstName.plainName
    }
}
