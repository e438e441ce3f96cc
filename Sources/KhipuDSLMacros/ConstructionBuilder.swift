import SwiftSyntax

/// Writes `static func dslConstruct(form:arguments:)`, the `DSLConstructible` fast path the
/// decoder takes instead of `init(from:)`: for an enum a switch over the schema's case
/// indices, for a struct one call that sets every stored property to its field.
///
/// It must build exactly what the synthesised `init(from:)` builds, so it is written only
/// for a type declared `Codable` or `Decodable` here that writes no `init(from:)` or
/// `encode(to:)` in its body. A macro cannot see extensions, and a struct is where a
/// decoder that checks or repairs what it reads lives (`extension Board { init(from:) }`),
/// so a struct gets it only when it asks, by listing `DSLConstructible` itself, and when a
/// call that sets every field exists (see `StructConstruction`). Any other type keeps the
/// `Codable` path, which is always right, only slower.
struct ConstructionBuilder {
    /// The statements of the function's body; nil when the type gets no fast path.
    let body: String

    init?(declaration: some DeclGroupSyntax) {
        let members = declaration.memberBlock.members
        guard declaration.inherits(anyOf: "Codable", "Decodable"),
              !OwnCodable.isDeclared(in: members),
              !members.declaresFunction(named: "dslConstruct")
        else { return nil }
        if let enumDecl = declaration.as(EnumDeclSyntax.self), let body = Self.enumBody(enumDecl) {
            self.body = body
        } else if let structDecl = declaration.as(StructDeclSyntax.self),
                  declaration.inherits(anyOf: "DSLConstructible"),
                  let call = StructConstruction(declaration: structDecl, fields: StructSchemaBuilder(declaration: structDecl))?.call {
            self.body = call
        } else {
            return nil
        }
    }

    /// `dslConstruct`, and beside it, when the schema lists initializers, `dslInitialize`
    /// calling them (`initializerCalls`, in the schema's order) and `dslInitializerCount`.
    func functionSources(access: String, initializerCalls: [String]) -> [String] {
        let construct = """
            \(access)static func dslConstruct(form: Int, arguments: some DSLArguments) throws -> Self {
                \(SchemaSource.continuing(body))
            }
            """
        guard let initialize = Self.switchSource(over: "index", initializerCalls) else { return [construct] }
        return [
            construct,
            """
            \(access)static var dslInitializerCount: Int {
                \(initializerCalls.count)
            }
            """,
            """
            \(access)static func dslInitialize(_ index: Int, arguments: some DSLArguments) throws -> Self {
                \(SchemaSource.continuing(initialize))
            }
            """,
        ]
    }

    /// `switch subject { case 0: … default: last }`, or the only branch; nil for none.
    private static func switchSource(over subject: String, _ branches: [String]) -> String? {
        guard let last = branches.last else { return nil }
        guard branches.count > 1 else { return last }
        let numbered = branches.dropLast().enumerated().map { index, branch in "case \(index):\n    \(branch)" }
        return (["switch \(subject) {"] + numbered + ["default:\n    \(last)", "}"]).joined(separator: "\n")
    }

    /// `switch form { case 0: try .add(item: arguments.decode(TodoItem.self, at: 0)) … default: .clear }`,
    /// the cases in the schema's order; nil for an enum without cases.
    private static func enumBody(_ declaration: EnumDeclSyntax) -> String? {
        switchSource(over: "form", declaration.caseElements.map(caseConstruction))
    }

    /// `try .due(to: arguments.decode(TodoDate.self, at: 0))`, or `.finish`.
    private static func caseConstruction(_ element: EnumCaseElementSyntax) -> String {
        let name = "." + element.name.text
        guard let parameters = element.parameterClause?.parameters else { return name }
        let arguments = parameters.enumerated().map { index, parameter in
            let label = parameter.firstName.flatMap { $0.tokenKind == .wildcard ? nil : $0.text }
            return decodeCall(type: parameter.type, at: index, label: label, defaultValue: parameter.defaultValue?.value.trimmed)
        }
        return (parameters.isEmpty ? "" : "try ") + "\(name)(\(arguments.joined(separator: ", ")))"
    }

    /// `label: arguments.decode(T.self, at: i)` (inside an expression marked `try`), or
    /// `arguments.decode(T.self, at: i, default: 1)` for a parameter declared with a default.
    static func decodeCall(type: TypeSyntax, at index: Int, label: String?, defaultValue: ExprSyntax? = nil) -> String {
        let defaulted = defaultValue.map { ", default: \($0.trimmedDescription)" } ?? ""
        let call = "arguments.decode(\(SchemaSource.metatype(of: type)), at: \(index)\(defaulted))"
        return label.map { "\($0): \(call)" } ?? call
    }
}

/// Whether a type writes its own `init(from:)` or `encode(to:)`.
enum OwnCodable {
    static func isDeclared(in members: MemberBlockItemListSyntax) -> Bool {
        members.contains { member in
            if let initializer = member.decl.as(InitializerDeclSyntax.self) {
                return CallableInitializer.isDecodableInitializer(initializer)
            }
            guard let function = member.decl.as(FunctionDeclSyntax.self), function.name.text == "encode" else { return false }
            let parameters = function.signature.parameterClause.parameters
            return parameters.count == 1 && parameters.first?.firstName.text == "to"
        }
    }
}
