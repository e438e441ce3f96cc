import SwiftSyntax

/// The call that builds a struct from its fields as the synthesised `init(from:)` does,
/// setting every decoded stored property and nothing else: Swift's memberwise
/// initializer, or else a declared initializer whose body only sets each stored property
/// to one of its parameters (`id = i; title = t`, the private memberwise init of the
/// seeds' models).
///
/// There is none when a decoded field is a `let` with an initial value (only the
/// `Codable` path checks a written value against it), when a property is wrapped or
/// lazy, or when no initializer has that exact shape.
struct StructConstruction {
    /// One argument of the call: its label (nil for `_`) and the field it takes, an index
    /// into `codedProperties`.
    struct Argument {
        let label: String?
        let field: Int
    }

    let arguments: [Argument]
    /// Whether the initializer called is declared `throws`.
    let isThrowing: Bool
    /// The fields by plain name, as `codedProperties` numbers them.
    let fieldIndex: [String: Int]
    private let fieldTypes: [TypeSyntax]

    /// `try Self(id: arguments.decode(UUID.self, at: 0), ...)`.
    var call: String {
        Self.call(arguments, marksTry: !arguments.isEmpty) { field in
            ConstructionBuilder.decodeCall(type: fieldTypes[field], at: field, label: nil)
        }
    }

    /// The call with `value(field)` as each field's value, e.g. a local it was read into.
    static func call(_ arguments: [Argument], marksTry: Bool, _ value: (Int) -> String) -> String {
        let values = arguments.map { argument in (argument.label.map { "\($0): " } ?? "") + value(argument.field) }
        return (marksTry ? "try " : "") + "Self(\(values.joined(separator: ", ")))"
    }

    init?(declaration: StructDeclSyntax, fields: StructSchemaBuilder) {
        let properties = fields.properties
        guard fields.describesEveryProperty, !properties.contains(where: \.isWrappedOrLazy) else { return nil }
        var fieldIndex: [String: Int] = [:]
        for (index, coded) in fields.codedProperties.enumerated() {
            guard coded.property.isMemberwiseParameter else { return nil }
            fieldIndex[coded.property.name.plainName] = index
        }
        let members = declaration.memberBlock.members
        guard !members.contains(where: { $0.decl.is(IfConfigDeclSyntax.self) }) else { return nil }
        let initializers = members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }
        let arguments: [Argument]?
        var isThrowing = false
        if initializers.isEmpty {
            arguments = Self.memberwiseArguments(properties, fieldIndex: fieldIndex)
        } else if fields.codingKeys == nil,
                  let (initializer, assigned) = initializers.lazy.compactMap({ initializer in
                      Self.assigningArguments(of: initializer, properties, fieldIndex: fieldIndex).map { (initializer, $0) }
                  }).first {
            arguments = assigned
            isThrowing = initializer.signature.effectSpecifiers?.throwsClause != nil
        } else {
            arguments = nil
        }
        guard let arguments else { return nil }
        self.arguments = arguments
        self.isThrowing = isThrowing
        self.fieldIndex = fieldIndex
        fieldTypes = fields.codedProperties.map(\.property.type)
    }

    /// Swift's memberwise initializer: each decoded property by its field, the others
    /// (left out by `CodingKeys`) by their declared default.
    private static func memberwiseArguments(_ properties: [StoredProperty], fieldIndex: [String: Int]) -> [Argument]? {
        guard !properties.contains(where: \.blocksMemberwiseInitializer) else { return nil }
        var arguments: [Argument] = []
        for property in properties where property.isMemberwiseParameter {
            if let index = fieldIndex[property.name.plainName] {
                arguments.append(Argument(label: property.name.text, field: index))
            } else if property.memberwiseDefault == nil {
                return nil
            }
        }
        return arguments
    }

    /// The arguments of `initializer` when its body is exactly one `property = parameter`
    /// for every stored property, each parameter of the property's type used once.
    static func assigningArguments(
        of initializer: InitializerDeclSyntax, _ properties: [StoredProperty], fieldIndex: [String: Int]
    ) -> [Argument]? {
        guard initializer.optionalMark == nil,
              initializer.genericParameterClause == nil,
              initializer.signature.effectSpecifiers?.asyncSpecifier == nil,
              !CallableInitializer.isDecodableInitializer(initializer),
              let statements = initializer.body?.statements
        else { return nil }
        let parameters = Array(initializer.signature.parameterClause.parameters)
        guard parameters.count == properties.count, statements.count == properties.count,
              parameters.allSatisfy({ $0.ellipsis == nil && $0.type.is(AttributedTypeSyntax.self) == false })
        else { return nil }
        let parameterNames = parameters.map { ($0.secondName ?? $0.firstName).plainName }
        var propertyOfParameter: [String: String] = [:]
        for statement in statements {
            guard case .expr(let expression) = statement.item,
                  let pair = assignment(expression, parameters: Set(parameterNames)),
                  fieldIndex[pair.property] != nil,
                  parameterNames.contains(pair.parameter),
                  !propertyOfParameter.values.contains(pair.property),
                  propertyOfParameter.updateValue(pair.property, forKey: pair.parameter) == nil
            else { return nil }
        }
        var arguments: [Argument] = []
        for (parameter, name) in zip(parameters, parameterNames) {
            guard let target = propertyOfParameter[name], let index = fieldIndex[target],
                  let property = properties.first(where: { $0.name.plainName == target }),
                  SchemaSource.valueType(of: parameter.type).trimmedDescription == property.type.trimmedDescription
            else { return nil }
            let label = parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text
            arguments.append(Argument(label: label, field: index))
        }
        return arguments
    }

    /// `(property, parameter)` for `property = parameter` or `self.property = parameter`,
    /// folded or not (macros see expressions unfolded). A bare name that is also a
    /// parameter's would be the parameter, not the property.
    private static func assignment(_ expression: ExprSyntax, parameters: Set<String>) -> (property: String, parameter: String)? {
        let target: ExprSyntax
        let source: ExprSyntax
        if let sequence = expression.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self) else { return nil }
            (target, source) = (elements[0], elements[2])
        } else if let infix = expression.as(InfixOperatorExprSyntax.self), infix.operator.is(AssignmentExprSyntax.self) {
            (target, source) = (infix.leftOperand, infix.rightOperand)
        } else {
            return nil
        }
        guard let parameter = source.as(DeclReferenceExprSyntax.self)?.baseName.plainName else { return nil }
        if let name = target.as(DeclReferenceExprSyntax.self)?.baseName.plainName, !parameters.contains(name) {
            return (name, parameter)
        }
        if let member = target.as(MemberAccessExprSyntax.self),
           member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            return (member.declName.baseName.plainName, parameter)
        }
        return nil
    }
}
