/// What an attached client needs of the app's domain without having its Swift types:
/// every `@DSL` type the domain reaches (cases, fields, labels, parameter types, docs) for
/// completion and `:describe`, and the domain's `describe` text.
public struct RemoteSchema: Codable, Equatable, Sendable {
    public var domain: String
    public var summary: String
    /// The DSL name of the domain's `Message` type, where statements start.
    public var messageType: String
    /// The DSL name of the state's type, where `:state` paths start (nil without a schema).
    public var stateType: String?
    public var types: [RemoteTypeSchema]
    /// The types a statement may build by name, e.g. `TodoItem`.
    public var exposedTypes: [String]
    /// `khipu describe` of the domain, as text.
    public var describe: String

    public init(
        domain: String, summary: String, messageType: String, stateType: String? = nil, types: [RemoteTypeSchema], exposedTypes: [String], describe: String
    ) {
        self.domain = domain
        self.summary = summary
        self.messageType = messageType
        self.stateType = stateType
        self.types = types
        self.exposedTypes = exposedTypes
        self.describe = describe
    }

    public func type(named name: String) -> RemoteTypeSchema? {
        types.first { $0.name == name }
    }
}

public struct RemoteTypeSchema: Codable, Equatable, Sendable {
    public var name: String
    public var doc: String?
    /// Empty for a struct.
    public var cases: [RemoteMemberSchema]
    /// Empty for an enum.
    public var fields: [RemoteMemberSchema]

    public init(name: String, doc: String?, cases: [RemoteMemberSchema], fields: [RemoteMemberSchema]) {
        self.name = name
        self.doc = doc
        self.cases = cases
        self.fields = fields
    }
}

/// A case (with its parameters) or a field (with its type).
public struct RemoteMemberSchema: Codable, Equatable, Sendable {
    public var name: String
    public var doc: String?
    public var parameters: [RemoteParameterSchema]
    /// A field's type as written; nil for a case.
    public var typeName: String?
    /// The schema type a field leads to (a collection's element), if it has one.
    public var schemaType: String?
    /// Whether a field holds a list, a set or a dictionary (`.count`, `[i]`, …).
    public var isCollection: Bool?

    public init(
        name: String, doc: String?, parameters: [RemoteParameterSchema] = [], typeName: String? = nil, schemaType: String? = nil,
        isCollection: Bool? = nil
    ) {
        self.name = name
        self.doc = doc
        self.parameters = parameters
        self.typeName = typeName
        self.schemaType = schemaType
        self.isCollection = isCollection
    }

    /// `.add(item: TodoItem)`, as completion lists it.
    public var signature: String {
        guard !parameters.isEmpty else { return name }
        return name + "(" + parameters.map { ($0.label.map { $0 + ": " } ?? "") + $0.typeName }.joined(separator: ", ") + ")"
    }
}

public struct RemoteParameterSchema: Codable, Equatable, Sendable {
    public var label: String?
    /// As written in the declaration: `TodoItem`, `[Step]`, `Int?`.
    public var typeName: String
    /// The schema type it leads to (an array's or optional's element), if it has one.
    public var schemaType: String?

    public init(label: String?, typeName: String, schemaType: String?) {
        self.label = label
        self.typeName = typeName
        self.schemaType = schemaType
    }
}
