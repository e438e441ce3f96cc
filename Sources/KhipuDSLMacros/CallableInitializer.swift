import SwiftSyntax

/// An initializer the generated code can call with decoded arguments.
struct CallableInitializer {
    let parameters: [CallableParameter]
    let doc: String?
    let isThrowing: Bool

    /// nil for initializers a DSL user cannot call: private, failable, generic, async,
    /// unavailable, taking variadic, `inout` or closure parameters, and a hand-written
    /// `init(from: Decoder)`, which the decoder runs itself.
    init?(declaration: InitializerDeclSyntax) {
        guard !declaration.modifiers.contains(.private, .fileprivate),
              !Self.isDecodableInitializer(declaration),
              declaration.optionalMark == nil,
              declaration.genericParameterClause == nil,
              declaration.genericWhereClause == nil,
              declaration.signature.effectSpecifiers?.asyncSpecifier == nil,
              !Self.isUnavailable(declaration.attributes)
        else { return nil }
        var parameters: [CallableParameter] = []
        for parameter in declaration.signature.parameterClause.parameters {
            guard let callable = CallableParameter(parameter) else { return nil }
            parameters.append(callable)
        }
        self.parameters = parameters
        self.doc = DocComment.text(of: declaration)
        self.isThrowing = declaration.signature.effectSpecifiers?.throwsClause != nil
    }

    /// Swift's memberwise initializer of a struct that declares no initializer.
    init(memberwise properties: [StoredProperty]) {
        parameters = properties.filter(\.isMemberwiseParameter).map { property in
            CallableParameter(
                callLabel: property.name.text, schemaLabel: property.name.plainName,
                type: property.type, defaultValue: property.memberwiseDefault
            )
        }
        doc = nil
        isThrowing = false
    }

    /// `init(from decoder: Decoder)`, `any Decoder` or `some Decoder`.
    static func isDecodableInitializer(_ declaration: InitializerDeclSyntax) -> Bool {
        let parameters = declaration.signature.parameterClause.parameters
        guard parameters.count == 1, let parameter = parameters.first, parameter.firstName.text == "from" else { return false }
        var type = SchemaSource.valueType(of: parameter.type)
        if let existential = type.as(SomeOrAnyTypeSyntax.self) { type = existential.constraint }
        let name = type.trimmedDescription
        return name == "Decoder" || name == "Swift.Decoder"
    }

    private static func isUnavailable(_ attributes: AttributeListSyntax) -> Bool {
        attributes.contains { element in
            guard case .attribute(let attribute) = element,
                  attribute.attributeName.trimmedDescription == "available"
            else { return false }
            return attribute.arguments?.tokens(viewMode: .sourceAccurate).contains { $0.text == "unavailable" } ?? false
        }
    }
}

struct CallableParameter {
    /// The argument label at the call site; nil for `_`.
    let callLabel: String?
    /// The label as the schema shows it: without backticks.
    let schemaLabel: String?
    let type: TypeSyntax
    /// The expression the parameter takes when left out, as declared.
    let defaultValue: ExprSyntax?

    var hasDefault: Bool { defaultValue != nil }

    init(callLabel: String?, schemaLabel: String?, type: TypeSyntax, defaultValue: ExprSyntax?) {
        self.callLabel = callLabel
        self.schemaLabel = schemaLabel
        self.type = type
        self.defaultValue = defaultValue
    }

    /// nil for parameters no DSL argument can fill: variadic, `inout`, closures, opaque types.
    init?(_ parameter: FunctionParameterSyntax) {
        guard parameter.ellipsis == nil else { return nil }
        if let attributed = parameter.type.as(AttributedTypeSyntax.self),
           attributed.specifiers.contains(where: { $0.trimmedDescription == "inout" }) {
            return nil
        }
        let value = SchemaSource.valueType(of: parameter.type)
        if value.is(FunctionTypeSyntax.self) { return nil }
        if let opaque = value.as(SomeOrAnyTypeSyntax.self), opaque.someOrAnySpecifier.tokenKind == .keyword(.some) {
            return nil
        }
        let isUnlabelled = parameter.firstName.tokenKind == .wildcard
        callLabel = isUnlabelled ? nil : parameter.firstName.text
        schemaLabel = isUnlabelled ? nil : parameter.firstName.plainName
        type = parameter.type.trimmed
        defaultValue = parameter.defaultValue?.value.trimmed
    }
}
