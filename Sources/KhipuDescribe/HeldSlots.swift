import KhipuDSL

/// Every case parameter and stored property reachable from a domain's roots through the
/// `@DSL` schemas (and the `Change` DSLs of its models), with the schema that holds it:
/// the walk `MissingDSL` and `UntypeableSlots` both judge.
enum HeldSlots {
    struct Slot {
        /// `ProbeState.pace`, `Message.Kitchen.place(order:)`.
        let place: String
        /// The type as declared: `Duration`, `[CGPoint]?`.
        let typeName: String
        /// The types it holds, looking through containers (`[Parcel?]` holds `Parcel`).
        let leaves: [Any.Type]
    }

    static func slots(reachableFrom roots: [Any.Type]) -> [Slot] {
        var walked: Set<ObjectIdentifier> = []
        var slots: [Slot] = []
        var queue = roots
        var index = 0
        while index < queue.count {
            let type = queue[index]
            index += 1
            for leaf in leaves(of: type) where walked.insert(ObjectIdentifier(leaf)).inserted {
                if let change = GrammarCollector.changeType(of: leaf) { queue.append(change) }
                guard let schema = GrammarCollector.schema(of: leaf) else { continue }
                for slot in Self.slots(of: schema) {
                    slots.append(slot)
                    queue += slot.leaves
                }
            }
        }
        return slots
    }

    private static func slots(of schema: DSLTypeSchema) -> [Slot] {
        let parameters = schema.cases.flatMap { dslCase in
            dslCase.parameters.map { parameter in
                Slot(
                    place: "\(schema.name).\(dslCase.name)" + (parameter.label.map { "(\($0):)" } ?? ""),
                    typeName: parameter.typeName, leaves: leaves(of: parameter.type))
            }
        }
        let fields = schema.fields.map { field in
            Slot(place: "\(schema.name).\(field.name)", typeName: field.typeName, leaves: leaves(of: field.type))
        }
        return parameters + fields
    }

    /// The type itself, or the types a container of them holds (`[Parcel?]` holds `Parcel`).
    static func leaves(of type: Any.Type, depth: Int = 0) -> [Any.Type] {
        let contained = TypeShape.containedTypes(of: type)
        guard !contained.isEmpty else { return [type] }
        return depth < 16 ? contained.flatMap { leaves(of: $0, depth: depth + 1) } : []
    }
}
