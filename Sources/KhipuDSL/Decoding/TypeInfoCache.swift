import Foundation

/// Per-type facts the decoder and printer need again and again: the DSL name, the
/// indexed schema and the fast paths a type offers. `@DSL` schemas are computed
/// properties, so each is read once here.
final class TypeInfoCache: @unchecked Sendable {
    static let shared = TypeInfoCache()

    private let lock = NSLock()
    private var names: [ObjectIdentifier: String] = [:]
    private var entries: [ObjectIdentifier: TypeEntry] = [:]
    /// The alias each type was given, and the types two domains alias differently.
    private var adoptedAliases: [ObjectIdentifier: String] = [:]
    private var disputedAliases: Set<ObjectIdentifier> = []

    func name(of type: Any.Type) -> String {
        let key = ObjectIdentifier(type)
        lock.lock()
        let cached = names[key]
        lock.unlock()
        if let cached { return cached }
        let name = DSLTypeName.compute(type)
        lock.lock()
        names[key] = name
        lock.unlock()
        return name
    }

    /// Gives `type` the name a domain's alias calls it (see `TypeAliases.adopt`). Once two
    /// domains call it differently it keeps its own name, which both read: the alias of
    /// whichever was loaded last would otherwise name the other domain's values too.
    func name(_ type: Any.Type, as alias: String) {
        let key = ObjectIdentifier(type)
        lock.lock()
        defer { lock.unlock() }
        guard !disputedAliases.contains(key) else { return }
        if let adopted = adoptedAliases[key], adopted != alias {
            disputedAliases.insert(key)
            adoptedAliases[key] = nil
            names[key] = nil
            return
        }
        adoptedAliases[key] = alias
        names[key] = alias
    }

    func entry(of type: Any.Type) -> TypeEntry {
        let key = ObjectIdentifier(type)
        lock.lock()
        let cached = entries[key]
        lock.unlock()
        if let cached { return cached }
        // Built outside the lock: `dslSchema` is user code.
        let entry = TypeEntry(type)
        lock.lock()
        entries[key] = entry
        lock.unlock()
        return entry
    }
}

/// What one type offers the decoder besides `init(from:)`.
final class TypeEntry: @unchecked Sendable {
    let schema: SchemaIndex?
    let constructible: (any DSLConstructible.Type)?
    /// `constructible` when its `dslInitialize` calls every initializer of the schema.
    let initializing: (any DSLConstructible.Type)?
    let optional: (any OptionalDecoding.Type)?
    let array: (any ArrayDecoding.Type)?
    let dictionary: (any DictionaryDecoding.Type)?
    /// `ClosedRange` or `Range`: written `8...20` or `8..<20`.
    let range: (any RangeDecoding.Type)?

    init(_ type: Any.Type) {
        schema = (type as? any DSLSchemaProviding.Type).map { SchemaIndex($0.dslSchema) }
        constructible = schema == nil ? nil : type as? any DSLConstructible.Type
        let initializerCount = schema?.initializers.count ?? 0
        initializing = initializerCount > 0 && constructible?.dslInitializerCount == initializerCount ? constructible : nil
        optional = type as? any OptionalDecoding.Type
        array = type as? any ArrayDecoding.Type
        dictionary = type as? any DictionaryDecoding.Type
        range = type as? any RangeDecoding.Type
    }
}
