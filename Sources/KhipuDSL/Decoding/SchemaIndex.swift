import KhipuInternals

/// Which argument each parameter (or stored property) takes.
enum ArgumentMapping {
    /// Parameter `i` is argument `i`.
    case inOrder
    /// Parameter `i` is argument `positions[i]`; -1 for an optional left out.
    case positions([Int])
}

/// A `DSLTypeSchema` arranged for validation: cases by name, parameters with their
/// optionality, and the signatures diagnostics quote (`add(item: TodoItem)`).
final class SchemaIndex: @unchecked Sendable {
    let name: String
    let isEnumeration: Bool
    /// The type writes its own `Codable`: its cases or fields do not say how it is written.
    let hasOwnCodable: Bool
    let cases: [CaseInfo]
    /// The cases' names, in order: looking a name up compares strings only.
    let caseNames: [String]
    let caseIndexByName: [String: Int]
    /// The cases' names as the words of inline ASCII strings, when every name is one
    /// (nil otherwise): looking up a name the parser made compares two integers per case.
    let caseNameWords: [(UInt64, UInt64)]?
    let fields: [ParameterInfo]
    let fieldIndexByName: [String: Int]
    let initializers: [InitializerInfo]
    /// An initializer taking exactly one `String`: a string literal builds the type through it.
    let stringInitializer: InitializerInfo?
    /// For an enum with raw values, the name of the case of each raw value.
    let caseNamesByRawValue: [AnyHashable: String]
    /// The stored properties, in order, with whether an absent one is written `nil`: the
    /// initializer that takes exactly the properties (Swift's memberwise one, as a rule)
    /// needs the argument (`let note: String?` without a default). nil when no property
    /// is written so, and an absent optional is left out, as `encodeIfPresent` leaves it.
    let fieldsWrittenNil: [(key: String, writesNil: Bool)]?

    init(_ schema: DSLTypeSchema) {
        name = schema.name
        hasOwnCodable = schema.hasOwnCodable
        switch schema.kind {
        case .enumeration(let schemaCases):
            isEnumeration = true
            cases = schemaCases.map(CaseInfo.init)
            fields = []
        case .structure(let schemaFields):
            isEnumeration = false
            cases = []
            fields = schemaFields.map { ParameterInfo(label: $0.name, typeName: $0.typeName, type: $0.type) }
        }
        caseNames = cases.map(\.name)
        let words = caseNames.compactMap(ShortString.inlineASCIIWords)
        caseNameWords = words.count == caseNames.count ? words : nil
        var caseIndexByName: [String: Int] = [:]
        for (index, info) in cases.enumerated() where caseIndexByName[info.name] == nil { caseIndexByName[info.name] = index }
        self.caseIndexByName = caseIndexByName
        var fieldIndexByName: [String: Int] = [:]
        for (index, field) in fields.enumerated() { if let name = field.label { fieldIndexByName[name] = index } }
        self.fieldIndexByName = fieldIndexByName
        let typeName = schema.name
        initializers = schema.initializers.enumerated().map { InitializerInfo($1, typeName: typeName, index: $0) }
        stringInitializer = initializers.first { $0.parameters.count == 1 && $0.parameters[0].type == String.self }
        var caseNamesByRawValue: [AnyHashable: String] = [:]
        for info in cases { if let rawValue = info.rawValue { caseNamesByRawValue[rawValue] = info.name } }
        self.caseNamesByRawValue = caseNamesByRawValue
        fieldsWrittenNil = Self.fieldsWrittenNil(fields, initializers: initializers, hasOwnCodable: hasOwnCodable)
    }

    private static func fieldsWrittenNil(
        _ fields: [ParameterInfo], initializers: [InitializerInfo], hasOwnCodable: Bool
    ) -> [(key: String, writesNil: Bool)]? {
        let labels = fields.map(\.label)
        guard !hasOwnCodable, !fields.isEmpty, let memberwise = initializers.first(where: { $0.labels == labels }) else { return nil }
        let keyed = zip(fields, memberwise.parameters).map { field, parameter in
            (key: field.label ?? "", writesNil: parameter.isOptional && !parameter.hasDefault)
        }
        return keyed.contains(where: \.writesNil) ? keyed : nil
    }

    /// The raw value of the case called `name`, when the enum has raw values.
    func rawValue(ofCase name: String) -> AnyHashable? {
        caseIndex(named: name).flatMap { cases[$0].rawValue }
    }

    /// The index of the case called `name`. Comparing a few short names beats hashing one.
    func caseIndex(named name: String) -> Int? {
        guard caseNames.count > 8 else {
            if let caseNameWords, let words = ShortString.inlineASCIIWords(name) {
                return caseNameWords.firstIndex { $0 == words }
            }
            return caseNames.firstIndex(of: name)
        }
        return caseIndexByName[name]
    }

    /// The initializer whose labels are exactly the arguments' labels, in order, or else
    /// the first whose labels are those of the arguments once defaulted parameters are
    /// left out (as in Swift, in order), with the argument each parameter takes.
    func initializer(matching arguments: [Argument]) -> (InitializerInfo, ArgumentMapping)? {
        // Index loops over labels only: a `zip` copies whole arguments, which costs more
        // than the rest of a decode.
        for initializer in initializers where initializer.labels.count == arguments.count {
            var index = 0
            while index < arguments.count, arguments[index].label == initializer.labels[index] { index += 1 }
            if index == arguments.count { return (initializer, .inOrder) }
        }
        for initializer in initializers where initializer.hasDefaults && initializer.labels.count > arguments.count {
            if let positions = initializer.positions(of: arguments) { return (initializer, .positions(positions)) }
        }
        return nil
    }

    /// "add(item: TodoItem), remove(item: TodoItem), finish"
    var caseList: String {
        cases.map(\.signature).joined(separator: ", ")
    }

    /// `Coordinate(latitude: Double, longitude: Double)`: the memberwise form.
    var memberwiseSignature: String {
        "\(name)(\(fields.map(\.description).joined(separator: ", ")))"
    }
}

struct ParameterInfo {
    let label: String?
    let typeName: String
    let type: Any.Type
    /// Codable decodes optionals with `decodeIfPresent`, so they may be left out.
    let isOptional: Bool
    /// The default value as declared (`case order(sku: String, quantity: Int = 1)`): a
    /// call may leave the parameter out.
    let defaultValue: String?
    let hasDefault: Bool

    init(label: String?, typeName: String, type: Any.Type, hasDefault: Bool = false, defaultValue: String? = nil) {
        self.label = label
        self.typeName = typeName
        self.type = type
        self.defaultValue = defaultValue
        self.hasDefault = hasDefault || defaultValue != nil
        isOptional = TypeShape.isOptional(type)
    }

    init(_ schema: DSLParameterSchema) {
        self.init(label: schema.label, typeName: schema.typeName, type: schema.type, hasDefault: schema.hasDefault, defaultValue: schema.defaultValue)
    }

    /// Whether a call may leave it out: an optional (`nil`) or a parameter with a default.
    var mayBeOmitted: Bool { isOptional || hasDefault }

    /// `item: TodoItem`, `quantity: Int = 1`, or `TodoItem` without a label.
    var description: String {
        (label.map { "\($0): " } ?? "") + typeName + (defaultValue.map { " = \($0)" } ?? "")
    }
}

/// A class: validation reads a case several times per value, and a retain is cheaper
/// than copying its name, parameters and raw value each time.
final class CaseInfo {
    let name: String
    let parameters: [ParameterInfo]
    /// The parameters' labels: what matching the arguments of a call compares.
    let labels: [String?]
    let rawValue: AnyHashable?

    init(_ schema: DSLCaseSchema) {
        name = schema.name
        parameters = schema.parameters.map(ParameterInfo.init)
        labels = parameters.map(\.label)
        rawValue = schema.rawValue
    }

    /// Whether `arguments` are the parameters, labels as declared, in order.
    func takesInOrder(_ arguments: [Argument]) -> Bool {
        guard arguments.count == labels.count else { return false }
        var index = 0
        while index < arguments.count, arguments[index].label == labels[index] { index += 1 }
        return index == arguments.count
    }

    var signature: String {
        parameters.isEmpty ? name : "\(name)(\(parameters.map(\.description).joined(separator: ", ")))"
    }
}

/// A class: routes and calls pass it around, and one retain beats copying its arrays.
final class InitializerInfo: @unchecked Sendable {
    let schema: DSLInitializerSchema
    /// Its position in the schema's initializers: what `DSLConstructible.dslInitialize` takes.
    let index: Int
    let parameters: [ParameterInfo]
    let labels: [String?]
    let hasDefaults: Bool
    /// Which parameters have a default value.
    let defaulted: [Bool]
    let signature: String

    init(_ schema: DSLInitializerSchema, typeName: String, index: Int) {
        self.schema = schema
        self.index = index
        parameters = schema.parameters.map(ParameterInfo.init)
        labels = parameters.map(\.label)
        hasDefaults = schema.parameters.contains(where: \.hasDefault)
        defaulted = schema.parameters.map(\.hasDefault)
        signature = "\(typeName)(\(parameters.map(\.description).joined(separator: ", ")))"
    }

    /// The argument each parameter takes, -1 for a defaulted one left out; nil when the
    /// arguments' labels are not the parameters' in order.
    func positions(of arguments: [Argument]) -> [Int]? {
        var positions: [Int] = []
        positions.reserveCapacity(labels.count)
        var next = 0
        for (index, label) in labels.enumerated() {
            if next < arguments.count && arguments[next].label == label {
                positions.append(next)
                next += 1
            } else if defaulted[index] {
                positions.append(-1)
            } else {
                return nil
            }
        }
        return next == arguments.count ? positions : nil
    }
}
