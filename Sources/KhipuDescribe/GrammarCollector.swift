import Khipu
import KhipuDSL

/// Builds a `Grammar` from the `@DSL` schemas, starting at a domain's `Message` type; the
/// types it lists are those the messages mention, then the domain's other nameable types
/// (its state's, its exposed ones).
///
/// A case whose one unlabelled parameter is an enum that has cases with payloads is a step
/// deeper into the path (`.todos(.cmd(…))`), and so is one whose enum has a single case
/// without payload (`.load(.lights)`). Any other parameter is shown by its type, and the
/// type is listed among the grammar's types.
struct GrammarCollector {
    private var queue: [Any.Type] = []
    private var queued: Set<ObjectIdentifier> = []
    /// Change DSLs are listed under their model, not among the types.
    private var changeTypes: Set<ObjectIdentifier> = []
    /// Enums with several cases that more than one message carries (an error type every
    /// outcome shares): shown by their type, not expanded under each message, which would
    /// list under every one of them cases it never answers with.
    private var sharedEnums: Set<ObjectIdentifier> = []

    static func grammar(of messageType: Any.Type, alsoListing types: [Any.Type] = []) -> Grammar {
        var collector = GrammarCollector()
        return collector.collect(messageType, alsoListing: types)
    }

    private mutating func collect(_ messageType: Any.Type, alsoListing others: [Any.Type]) -> Grammar {
        queued.insert(ObjectIdentifier(messageType))
        var carried: [ObjectIdentifier: Int] = [:]
        Self.countCarriedEnums(messageType, depth: 0, into: &carried)
        sharedEnums = Set(carried.filter { $0.value > 1 }.keys)
        let messages = lines(of: messageType, wrap: { $0 }, depth: 0)
        // Change DSLs are listed under their models, which bring them in.
        let otherChanges = Set(others.compactMap { Self.changeType(of: $0).map(ObjectIdentifier.init) })
        others.filter { !otherChanges.contains(ObjectIdentifier($0)) }.forEach { enqueue($0) }
        var changes: [Grammar.ChangeDSL] = []
        var types: [Grammar.TypeEntry] = []
        var index = 0
        while index < queue.count {
            let type = queue[index]
            index += 1
            guard let schema = Self.schema(of: type) else { continue }
            if !changeTypes.contains(ObjectIdentifier(type)) {
                types.append(entry(for: schema))
            }
            if let changeType = Self.changeType(of: type), let changeSchema = Self.schema(of: changeType),
                !changeTypes.contains(ObjectIdentifier(changeType))
            {
                changeTypes.insert(ObjectIdentifier(changeType))
                queued.insert(ObjectIdentifier(changeType))
                changes.append(Grammar.ChangeDSL(
                    model: schema.name,
                    type: changeSchema.name,
                    doc: changeSchema.doc,
                    lines: lines(of: changeType, wrap: { $0 }, depth: 0)
                ))
            }
        }
        return Grammar(
            messageType: Self.schema(of: messageType)?.name ?? DSLTypeName.of(messageType),
            messages: messages,
            changes: changes,
            // A Change DSL met as a parameter before its model is listed under the model only.
            types: types.filter { entry in !changes.contains { $0.type == entry.name } }
        )
    }

    /// The carrying case's doc first, then the step's own.
    private static func joined(_ parent: String?, _ own: String?) -> String? {
        guard let parent, !parent.isEmpty else { return own }
        guard let own, !own.isEmpty else { return parent }
        return parent + "\n" + own
    }

    /// `parentDoc` is the doc of the case that wraps `type`: an enum with one case (a
    /// `.value(UInt)` step) says less about the message than the case that carries it.
    private mutating func lines(of type: Any.Type, wrap: (String) -> String, depth: Int, parentDoc: String? = nil) -> [Grammar.Line] {
        guard depth < 16, let schema = Self.schema(of: type) else { return [] }
        var lines: [Grammar.Line] = []
        for dslCase in schema.cases {
            let doc = schema.cases.count == 1 ? Self.joined(parentDoc, dslCase.doc) : dslCase.doc
            let parameters = dslCase.parameters
            if parameters.count == 1, parameters[0].label == nil, let nested = Self.schema(of: parameters[0].type) {
                // A step of the message paths is shown by its lines, not again as a type.
                let isStep = nested.cases.contains { !$0.parameters.isEmpty } || nested.cases.count == 1
                if isStep { queued.insert(ObjectIdentifier(parameters[0].type)) }
                let payloads = nested.cases.contains { !$0.parameters.isEmpty }
                let shared = nested.cases.count > 1 && sharedEnums.contains(ObjectIdentifier(parameters[0].type))
                if payloads && !shared {
                    lines += self.lines(of: parameters[0].type, wrap: { wrap(".\(dslCase.name)(\($0))") }, depth: depth + 1, parentDoc: doc)
                    continue
                }
                if nested.cases.count == 1 {
                    let only = nested.cases[0]
                    lines.append(Grammar.Line(path: wrap(".\(dslCase.name)(.\(only.name))"), name: only.name, parameters: [], doc: doc ?? only.doc))
                    continue
                }
            }
            parameters.forEach { enqueue($0.type) }
            let listed = parameters.map(Grammar.Parameter.init(schema:))
            lines.append(Grammar.Line(
                path: wrap(Grammar.Line.render(name: dslCase.name, parameters: listed)),
                name: dslCase.name,
                parameters: listed,
                doc: doc
            ))
        }
        return lines
    }

    /// How many cases carry each multi-case enum among their parameters, walking the
    /// paths `lines(of:)` expands.
    private static func countCarriedEnums(_ type: Any.Type, depth: Int, into counts: inout [ObjectIdentifier: Int]) {
        guard depth < 16, let schema = schema(of: type) else { return }
        for dslCase in schema.cases {
            for parameter in dslCase.parameters {
                // A model's Change DSL is a language of commands: it is always spelled out.
                guard let nested = Self.schema(of: parameter.type), nested.cases.count > 1, !nested.name.hasSuffix(".Change") else { continue }
                counts[ObjectIdentifier(parameter.type), default: 0] += 1
            }
            let parameters = dslCase.parameters
            guard parameters.count == 1, parameters[0].label == nil, let nested = Self.schema(of: parameters[0].type),
                nested.cases.contains(where: { !$0.parameters.isEmpty }),
                counts[ObjectIdentifier(parameters[0].type), default: 0] <= 1
            else { continue }
            countCarriedEnums(parameters[0].type, depth: depth + 1, into: &counts)
        }
    }

    private mutating func entry(for schema: DSLTypeSchema) -> Grammar.TypeEntry {
        schema.cases.forEach { $0.parameters.forEach { enqueue($0.type) } }
        schema.fields.forEach { enqueue($0.type) }
        return Self.typeEntry(for: schema)
    }

    /// A type's cases or fields with their docs, and its initializers.
    static func typeEntry(for schema: DSLTypeSchema) -> Grammar.TypeEntry {
        switch schema.kind {
        case .enumeration(let cases):
            return Grammar.TypeEntry(
                name: schema.name, kind: "enum", doc: schema.doc,
                cases: cases.map { dslCase in
                    Grammar.TypeEntry.Case(
                        name: dslCase.name,
                        parameters: dslCase.parameters.map(Grammar.Parameter.init(schema:)),
                        doc: dslCase.doc
                    )
                },
                fields: [],
                initializers: Self.initializers(of: schema)
            )
        case .structure(let fields):
            return Grammar.TypeEntry(
                name: schema.name, kind: "struct", doc: schema.doc, cases: [],
                fields: fields.map { Grammar.TypeEntry.Field(name: $0.name, type: $0.typeName, doc: $0.doc) },
                initializers: Self.initializers(of: schema)
            )
        }
    }

    /// `Member(name: String, tier: Member.Tier = .regular)` for each initializer of the schema.
    static func initializers(of schema: DSLTypeSchema) -> [Grammar.Initializer] {
        schema.initializers.map { initializer in
            let parameters = initializer.parameters.map(Grammar.Parameter.init(schema:))
            return Grammar.Initializer(
                signature: schema.name + "(" + parameters.map(\.signature).joined(separator: ", ") + ")", parameters: parameters,
                doc: initializer.doc)
        }
    }

    /// Queues a DSL type the grammar mentions, looking through optionals, arrays, sets and
    /// dictionaries (keys too).
    private mutating func enqueue(_ type: Any.Type, depth: Int = 0) {
        let contained = TypeShape.containedTypes(of: type)
        guard contained.isEmpty else {
            if depth < 16 { contained.forEach { enqueue($0, depth: depth + 1) } }
            return
        }
        guard Self.schema(of: type) != nil, queued.insert(ObjectIdentifier(type)).inserted else { return }
        queue.append(type)
    }

    static func schema(of type: Any.Type) -> DSLTypeSchema? {
        (type as? any DSLSchemaProviding.Type)?.dslSchema
    }

    /// The `Change` DSL of an `Alterable` model.
    static func changeType(of type: Any.Type) -> Any.Type? {
        guard let alterable = type as? any Alterable.Type else { return nil }
        return changeType(opening: alterable)
    }

    private static func changeType<Model: Alterable>(opening model: Model.Type) -> Any.Type {
        Model.Change.self
    }
}

extension Grammar.Parameter {
    init(schema: DSLParameterSchema) {
        self.init(label: schema.label, type: schema.typeName, defaultValue: schema.defaultValue)
    }
}
