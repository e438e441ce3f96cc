import SwiftSyntax

extension DeclModifierListSyntax {
    func contains(_ keywords: Keyword...) -> Bool {
        contains { modifier in keywords.contains { modifier.name.tokenKind == .keyword($0) } }
    }
}

extension TokenSyntax {
    /// The name without backticks: `default` for `` `default` ``.
    var plainName: String {
        identifier?.name ?? text
    }
}

extension DeclGroupSyntax {
    /// Whether the inheritance clause names one of `names`, also inside a composition
    /// such as `Codable & Sendable`.
    func inherits(anyOf names: String...) -> Bool {
        inheritanceClause?.tokens(viewMode: .sourceAccurate).contains { names.contains($0.text) } ?? false
    }
}

extension MemberBlockItemListSyntax {
    /// Whether a function of this name is written here: a hand-written witness stays, since
    /// writing a second one would not compile.
    func declaresFunction(named name: String) -> Bool {
        contains { $0.decl.as(FunctionDeclSyntax.self)?.name.text == name }
    }
}

extension EnumDeclSyntax {
    /// Every case, in declaration order, also where one `case` declares several.
    var caseElements: [EnumCaseElementSyntax] {
        memberBlock.members.flatMap { member -> [EnumCaseElementSyntax] in
            member.decl.as(EnumCaseDeclSyntax.self).map { Array($0.elements) } ?? []
        }
    }

    /// Whether a case has its own coding keys (`AddCodingKeys` for `case add`), which
    /// change the labels `Codable` uses in ways the fast paths do not follow.
    var declaresCaseCodingKeys: Bool {
        memberBlock.members.contains { $0.decl.as(EnumDeclSyntax.self)?.name.text.hasSuffix("CodingKeys") ?? false }
    }
}

extension TypeSyntax {
    /// `T` of `T?`, `T!` or `Optional<T>`; nil for any other type.
    var optionalWrappedType: TypeSyntax? {
        let value = SchemaSource.valueType(of: self)
        if let optional = value.as(OptionalTypeSyntax.self) { return optional.wrappedType }
        if let identifier = value.as(IdentifierTypeSyntax.self), identifier.name.text == "Optional",
           let arguments = identifier.genericArgumentClause?.arguments, arguments.count == 1 {
            return arguments.first?.argument.as(TypeSyntax.self)
        }
        return nil
    }
}
