import SwiftSyntax

/// Writes `func dslPrint(into:)`, the `DSLPrintable` fast path of the compact printer:
/// for an enum a switch that writes each case and its payload, for a struct its type name
/// and each stored property in declaration order.
///
/// It must write exactly what the synthesised `encode(to:)` makes the printer write, so it
/// is written only where that is known to be the encoding: a type declared `Codable` or
/// `Encodable` here, without its own `encode(to:)` or `init(from:)`, a `CodingKeys` enum for
/// a case (`AddCodingKeys`) or a property wrapper or `lazy` property. As with
/// `ConstructionBuilder`, a struct gets it only when it lists `DSLConstructible` or
/// `DSLPrintable` itself, since a struct's `encode(to:)` may live in an extension.
struct PrintingBuilder {
    /// The statements of the function's body.
    let body: String
    /// Whether the struct's name can be kept in a `static let`: not in a generic type, nor
    /// in anything but types (a static stored property is not allowed there).
    let cachesTypeName: Bool

    init?(declaration: some DeclGroupSyntax, lexicalContext: [Syntax]) {
        let members = declaration.memberBlock.members
        guard declaration.inherits(anyOf: "Codable", "Encodable"),
              !OwnCodable.isDeclared(in: members),
              !members.declaresFunction(named: "dslPrint")
        else { return nil }
        if let enumDecl = declaration.as(EnumDeclSyntax.self), let body = Self.enumBody(enumDecl) {
            self.body = body
            cachesTypeName = false
        } else if let structDecl = declaration.as(StructDeclSyntax.self),
                  declaration.inherits(anyOf: "DSLConstructible", "DSLPrintable") {
            let fields = StructSchemaBuilder(declaration: structDecl)
            guard fields.describesEveryProperty, !fields.properties.contains(where: \.isWrappedOrLazy) else { return nil }
            cachesTypeName = structDecl.genericParameterClause == nil && lexicalContext.allSatisfy(Self.isNonGenericType)
            let writtenNil = InitializerSchemaBuilder.keysWrittenNil(members: members, fields: fields)
            body = Self.structBody(fields, writtenNil: writtenNil, cachesTypeName: cachesTypeName)
        } else {
            return nil
        }
    }

    func memberSources(access: String) -> [String] {
        let print = """
            \(access)func dslPrint(into writer: inout DSLTextWriter) throws {
                \(SchemaSource.continuing(body))
            }
            """
        guard cachesTypeName else { return [print] }
        return [print, "private static let dslPrintedTypeName = DSLTypeName.of(Self.self)"]
    }

    /// `switch self { case let .add(v0): … case .clear: writer.writeCase("clear") }`; nil for
    /// an enum without cases, or with a case whose keys the builder cannot tell.
    private static func enumBody(_ declaration: EnumDeclSyntax) -> String? {
        let elements = declaration.caseElements
        guard !declaration.declaresCaseCodingKeys, !elements.isEmpty else { return nil }
        var branches: [String] = []
        for element in elements {
            guard let branch = caseBranch(element) else { return nil }
            branches.append(branch)
        }
        return (["switch self {"] + branches + ["}"]).joined(separator: "\n")
    }

    /// One `case` of the switch; nil for `case name()`, whose encoding is not worth a guess.
    private static func caseBranch(_ element: EnumCaseElementSyntax) -> String? {
        let name = SchemaSource.stringLiteral(element.name.plainName)
        guard let parameters = element.parameterClause?.parameters else {
            return "case .\(element.name.text):\n    writer.writeCase(\(name))"
        }
        guard !parameters.isEmpty else { return nil }
        let bindings = parameters.indices.enumerated().map { index, _ in "v\(index)" }
        let arguments = parameters.enumerated().map { index, parameter in
            let label = parameter.firstName.flatMap { $0.tokenKind == .wildcard ? nil : SchemaSource.stringLiteral($0.plainName) }
            return "    try writer.requiredArgument(\(label ?? "nil"), v\(index))"
        }
        return (["case let .\(element.name.text)(\(bindings.joined(separator: ", "))):", "    writer.openCase(\(name))"]
            + arguments + ["    writer.closeCase()"]).joined(separator: "\n")
    }

    /// `writer.openCall(…)`, one argument a property under the key `Codable` uses, `closeCall()`;
    /// the properties in `writtenNil` are written `nil` when absent.
    private static func structBody(_ fields: StructSchemaBuilder, writtenNil: Set<String>, cachesTypeName: Bool) -> String {
        let name = cachesTypeName ? "Self.dslPrintedTypeName" : "Self.self"
        let arguments = fields.codedProperties.map { property, key in
            let write = writtenNil.contains(key) ? "requiredArgument" : "argument"
            return "try writer.\(write)(\(SchemaSource.stringLiteral(key)), self.\(property.name.text))"
        }
        return (["writer.openCall(\(name))"] + arguments + ["writer.closeCall()"]).joined(separator: "\n")
    }

    private static func isNonGenericType(_ context: Syntax) -> Bool {
        if let structDecl = context.as(StructDeclSyntax.self) { return structDecl.genericParameterClause == nil }
        if let enumDecl = context.as(EnumDeclSyntax.self) { return enumDecl.genericParameterClause == nil }
        if let classDecl = context.as(ClassDeclSyntax.self) { return classDecl.genericParameterClause == nil }
        return false
    }
}
