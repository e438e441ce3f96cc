import SwiftSyntax

/// Writes `static func dslRead(from:)`, the `DSLReadable` fast path of
/// `DSLValueDecoder.decode(_:fromText:)`: for an enum one branch per case that compares its
/// name and reads its arguments in order, for a struct its type name and each field in
/// order, then the same call the tree path would make.
///
/// It must build what the tree path builds from every text it accepts, so it is written
/// only beside `dslConstruct` (see `ConstructionBuilder`), and for a struct only where the
/// tree path builds the same whichever initializer it picks: the one `dslConstruct` calls
/// (Swift's memberwise initializer, or one that only stores each field), and any callable
/// initializer whose labels a printed text may have stores each argument in the field of
/// its label and nothing else. A struct with an initializer that changes what it stores
/// (lowercasing a name, say), or one with defaults, keeps the tree path, which calls it.
///
/// A property with an initial value gets no reader: the tree path would use the default
/// where the text leaves the field out.
struct ReadingBuilder {
    /// The statements of the function's body.
    let body: String

    init?(declaration: some DeclGroupSyntax, lexicalContext: [Syntax]) {
        let members = declaration.memberBlock.members
        guard ConstructionBuilder(declaration: declaration) != nil, !members.declaresFunction(named: "dslRead") else { return nil }
        if let enumDecl = declaration.as(EnumDeclSyntax.self), let body = Self.enumBody(enumDecl) {
            self.body = body
        } else if let structDecl = declaration.as(StructDeclSyntax.self),
                  let body = Self.structBody(structDecl, lexicalContext: lexicalContext) {
            self.body = body
        } else {
            return nil
        }
    }

    func memberSources(access: String) -> [String] {
        [
            """
            \(access)static func dslRead(from reader: inout DSLTextReader) throws -> Self {
                \(SchemaSource.continuing(body))
            }
            """
        ]
    }

    // MARK: Enums

    /// `try reader.dot()`, one `if reader.caseName(…)` a case, then giving up; nil for an
    /// enum without cases, with `CodingKeys` for a case, with two cases of one name, or
    /// with a `case x()`.
    private static func enumBody(_ declaration: EnumDeclSyntax) -> String? {
        let elements = declaration.caseElements
        // Cases sharing a name (`case move`, `case move(by: Int)`) are for the tree to tell apart.
        let names = elements.map(\.name.plainName)
        guard !declaration.declaresCaseCodingKeys, !elements.isEmpty, Set(names).count == names.count else { return nil }
        var branches: [String] = []
        for element in elements {
            guard let branch = caseBranch(element) else { return nil }
            branches.append(branch)
        }
        return (["try reader.dot()"] + branches + ["throw DSLTextReader.GiveUp()"]).joined(separator: "\n")
    }

    private static func caseBranch(_ element: EnumCaseElementSyntax) -> String? {
        let name = SchemaSource.stringLiteral(element.name.plainName)
        guard let parameters = element.parameterClause?.parameters else {
            return "if reader.caseName(\(name)) {\n    return .\(element.name.text)\n}"
        }
        guard !parameters.isEmpty else { return nil }
        let reads = parameters.enumerated().map { index, parameter in
            let label = parameter.firstName.flatMap { $0.tokenKind == .wildcard ? nil : SchemaSource.stringLiteral($0.plainName) }
            return readStatement(local: "v\(index)", label: label, type: parameter.type, hasDefault: parameter.defaultValue != nil)
        }
        let labels = parameters.map { parameter in
            parameter.firstName.flatMap { $0.tokenKind == .wildcard ? nil : "\($0.text): " } ?? ""
        }
        let values = zip(labels, parameters.indices.enumerated()).map { label, pair in "\(label)v\(pair.offset)" }
        let construction = ".\(element.name.text)(\(values.joined(separator: ", ")))"
        // The printer writes `.note` for `.note(nil)`: every parameter an optional left out.
        let allOptional = parameters.allSatisfy { $0.defaultValue == nil && $0.type.optionalWrappedType != nil }
        let open = allOptional
            ? "guard try reader.openArgumentsIfAny() else {\n    return .\(element.name.text)(\(zip(labels, parameters).map { label, _ in label + "nil" }.joined(separator: ", ")))\n}"
            : "try reader.openArguments()"
        let lines = [open] + reads + ["try reader.closeArguments()", "return \(construction)"]
        return "if reader.caseName(\(name)) {\n" + SchemaSource.indented(lines.joined(separator: "\n")) + "\n}"
    }

    /// `let v0 = try reader.argument("item", TodoItem.self)`; a labelled optional without a
    /// default may be left out (`optionalArgument`), anything else must be written.
    private static func readStatement(local: String, label: String?, type: TypeSyntax, hasDefault: Bool) -> String {
        if let label, !hasDefault, let wrapped = type.optionalWrappedType {
            return "let \(local) = try reader.optionalArgument(\(label), \(SchemaSource.metatype(of: wrapped)))"
        }
        return "let \(local) = try reader.argument(\(label ?? "nil"), \(SchemaSource.metatype(of: type)))"
    }

    // MARK: Structs

    private static func structBody(_ declaration: StructDeclSyntax, lexicalContext: [Syntax]) -> String? {
        let fields = StructSchemaBuilder(declaration: declaration)
        guard let construction = StructConstruction(declaration: declaration, fields: fields),
              !fields.properties.contains(where: \.hasInitialValue),
              callsOfTheTreePathStoreEveryField(declaration, fields, fieldIndex: construction.fieldIndex)
        else { return nil }
        let cachesTypeName = PrintingBuilder(declaration: declaration, lexicalContext: lexicalContext)?.cachesTypeName ?? false
        let name = cachesTypeName ? "Self.dslPrintedTypeName" : "Self.self"
        let reads = fields.codedProperties.enumerated().map { index, field in
            readStatement(local: "v\(index)", label: SchemaSource.stringLiteral(field.key), type: field.property.type, hasDefault: false)
        }
        let call = StructConstruction.call(construction.arguments, marksTry: construction.isThrowing) { "v\($0)" }
        return (["try reader.openCall(\(name))"] + reads + ["try reader.closeArguments()", "return \(call)"]).joined(separator: "\n")
    }

    /// Whether every initializer the tree path might call for a printed text stores each
    /// argument in the field of its label and does nothing else, so that it builds what
    /// `dslConstruct` builds. A printed text's labels are the fields in order, optionals
    /// left out; an initializer with defaults might take fewer, so it is not vouched for.
    private static func callsOfTheTreePathStoreEveryField(
        _ declaration: StructDeclSyntax, _ fields: StructSchemaBuilder, fieldIndex: [String: Int]
    ) -> Bool {
        let coded = fields.codedProperties
        let initializers = declaration.memberBlock.members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }
        for initializer in initializers {
            guard let callable = CallableInitializer(declaration: initializer) else { continue }
            guard !callable.parameters.contains(where: \.hasDefault) else { return false }
            let labels = callable.parameters.map(\.schemaLabel)
            guard isPrintedLabelList(labels, of: coded) else { continue }
            guard let arguments = StructConstruction.assigningArguments(of: initializer, fields.properties, fieldIndex: fieldIndex),
                  zip(arguments, labels).allSatisfy({ argument, label in coded[argument.field].key == label })
            else { return false }
        }
        return true
    }

    /// Whether the printer may write `labels`: the fields' keys in order, with only
    /// optional fields left out.
    private static func isPrintedLabelList(_ labels: [String?], of coded: [(property: StoredProperty, key: String)]) -> Bool {
        var iterator = labels.makeIterator()
        var next = iterator.next()
        for field in coded {
            if let label = next, label == field.key {
                next = iterator.next()
            } else if field.property.type.optionalWrappedType == nil {
                return false
            }
        }
        return next == nil
    }
}
