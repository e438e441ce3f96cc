import Foundation
import KhipuInternals

/// The `Decoder` over a syntax tree. One instance serves a whole top-level decode: it
/// moves to each node whose `init(from:)` runs and back, so nesting costs no new decoder.
final class ExpressionDecoder: Decoder {
    /// Deeper values are refused rather than risking the stack (a buggy `init(from:)` that
    /// decodes itself from the same node also ends here).
    static let maximumDepth = 300

    let context: DSLDecodingContext
    let memo: DecodingMemo
    // `@exclusivity(unchecked)`: the decoder is used from one thread at a time, and the
    // dynamic exclusivity checks cost more than anything else these properties do.
    /// The node and the type whose `init(from:)` is running.
    @exclusivity(unchecked) private(set) var node: DSLExpression
    @exclusivity(unchecked) private(set) var type: Any.Type
    /// Whether `type`'s schema already checked the constructor name of `node`.
    @exclusivity(unchecked) private var nameChecked = false
    @exclusivity(unchecked) private var depth = 0
    /// Which arguments the keyed containers opened by running `init(from:)` calls have read,
    /// innermost last; an argument nobody read is an error.
    @exclusivity(unchecked) private var usage: [ArgumentUsage] = []

    init(context: DSLDecodingContext, memo: DecodingMemo, node: DSLExpression, type: Any.Type) {
        self.context = context
        self.memo = memo
        self.node = node
        self.type = type
    }

    /// Ready for a new top-level decode of `node` as `type`, as if new.
    func prepare(node: DSLExpression, type: Any.Type) {
        self.node = node
        self.type = type
        nameChecked = false
        depth = 0
        if !usage.isEmpty { usage.removeAll(keepingCapacity: true) }
    }

    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        try keyedContainer(keyedBy: Key.self, for: node, isCurrentNode: true)
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try unkeyedContainer(for: node)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        SingleLiteralContainer(decoder: self)
    }

    // MARK: Decoding a node

    /// Decodes `node` as a `T`: builtins first, then names through the resolver, then
    /// optionals and arrays, then what the schema builds (initializers, `DSLConstructible`),
    /// then `T(from:)`.
    ///
    /// `T` is rarely specialised here, so nothing on this path returns `T?`: each
    /// `Optional<T>` would cost a run-time metadata lookup.
    func decode<T: Decodable>(_ type: T.Type, from node: DSLExpression) throws -> T {
        if case .qualifiedMember = node.kind {
            return try decodeQualifiedMember(T.self, from: node)
        }
        if let builtin = BuiltinTypes.builtin(T.self) {
            return try decodeBuiltin(builtin, as: T.self, from: node)
        }
        switch node.kind {
        case .identifier, .member, .subscript, .methodCall:
            return try resolve(node, as: T.self)
        default:
            break
        }
        let entry = memo.entry(of: T.self)
        if let optional = entry.optional {
            return try decodeOptional(optional, as: T.self, from: node)
        }
        if let array = entry.array, case .array(let elements) = node.kind {
            return try decodeArray(array, as: T.self, elements: elements, at: node)
        }
        if let dictionary = entry.dictionary {
            return try decodeDictionary(dictionary, as: T.self, from: node)
        }
        if let range = entry.range {
            return try decodeRange(range, as: T.self, from: node)
        }
        if let schema = entry.schema {
            switch try route(node, as: T.self, schema: schema, constructible: memo.usesConstruction ? entry.constructible : nil) {
            case .codable:
                break
            case .codableFilled(let filled):
                return try construct(T.self, from: filled, nameChecked: true)
            case .initializer(let initializer, let arguments, let mapping):
                if memo.usesConstruction, let initializing = entry.initializing {
                    return try build(T.self, through: initializing, initializer: initializer, arguments: arguments, mapping: mapping, at: node)
                }
                return try build(T.self, with: initializer, arguments: arguments, mapping: mapping, at: node)
            case .constructible(let constructible, let form, let arguments):
                return try build(T.self, with: constructible, form: form, arguments: arguments, at: node)
            }
        }
        return try construct(T.self, from: node, nameChecked: entry.schema != nil)
    }

    func decodeOptional<T>(_ optional: any OptionalDecoding.Type, as type: T.Type, from node: DSLExpression) throws -> T {
        try decodeOpenedOptional(optional, as: T.self, from: node)
    }

    /// `Wrapper` is `T`: the entry it comes from is `T`'s. `.some(x)` is the optional
    /// holding `x`, which is how a nested optional such as `Int??` writes `.some(nil)`.
    private func decodeOpenedOptional<Wrapper: OptionalDecoding, T>(_ optional: Wrapper.Type, as type: T.Type, from node: DSLExpression) throws -> T {
        if case .nil = node.kind { return reinterpret(Wrapper.absent, as: T.self) }
        if let wrapped = explicitSome(node, wrapping: Wrapper.wrappedType) {
            // `.some(nil)` of a single optional, as a hand-written `encode(to:)` may print it.
            if case .nil = wrapped.kind, !(Wrapper.wrappedType is any OptionalDecoding.Type) {
                return reinterpret(Wrapper.absent, as: T.self)
            }
            return reinterpret(try Wrapper.decodeWrapped(from: wrapped, with: self), as: T.self)
        }
        return reinterpret(try Wrapper.decodeWrapped(from: node, with: self), as: T.self)
    }

    /// The `x` of `.some(x)`, unless the wrapped type has a case `some` of its own.
    func explicitSome(_ node: DSLExpression, wrapping wrapped: Any.Type) -> DSLExpression? {
        guard case .implicitMember("some", _, let arguments?) = node.kind, arguments.count == 1, arguments[0].label == nil else {
            return nil
        }
        if memo.entry(of: wrapped).schema?.caseIndex(named: "some") != nil { return nil }
        return arguments[0].value
    }

    private func decodeDictionary<T>(_ dictionary: any DictionaryDecoding.Type, as type: T.Type, from node: DSLExpression) throws -> T {
        switch node.kind {
        case .dictionary(let entries):
            try enterLevel(at: node)
            defer { leaveLevel() }
            return try decodeOpenedDictionary(dictionary, as: T.self, entries: entries)
        case .array(let elements) where elements.isEmpty:
            throw Diagnostic.emptyArrayForDictionary(at: node.range)
        default:
            throw typeMismatch(node, expected: DSLTypeName.of(T.self), notes: [#"write a dictionary literal such as ["key": value] or [:]"#])
        }
    }

    private func decodeOpenedDictionary<Entries: DictionaryDecoding, T>(_ dictionary: Entries.Type, as type: T.Type, entries: [DictionaryEntry]) throws -> T {
        reinterpret(try Entries.decodeEntries(entries, with: self), as: T.self)
    }

    private func decodeArray<T>(_ array: any ArrayDecoding.Type, as type: T.Type, elements: [DSLExpression], at node: DSLExpression) throws -> T {
        try enterLevel(at: node)
        defer { leaveLevel() }
        return try decodeOpenedArray(array, as: T.self, elements: elements)
    }

    private func decodeOpenedArray<Elements: ArrayDecoding, T>(_ array: Elements.Type, as type: T.Type, elements: [DSLExpression]) throws -> T {
        reinterpret(try Elements.decodeElements(elements, with: self), as: T.self)
    }

    /// Runs `T(from:)` on `node`, then checks that it read every argument.
    private func construct<T: Decodable>(_ type: T.Type, from node: DSLExpression, nameChecked: Bool) throws -> T {
        try enterLevel(at: node)
        let saved = (node: self.node, type: self.type, nameChecked: self.nameChecked)
        let mark = usage.count
        self.node = node
        self.type = T.self
        self.nameChecked = nameChecked
        defer {
            self.node = saved.node
            self.type = saved.type
            self.nameChecked = saved.nameChecked
            leaveLevel()
            if usage.count > mark { usage.removeSubrange(mark...) }
        }
        let value: T
        do {
            value = try T(from: self)
        } catch let diagnostic as Diagnostic {
            throw Self.namingWrapper(T.self, in: diagnostic, at: node)
        } catch {
            throw DecodingErrorTranslation.diagnostic(for: error, decoding: T.self, at: node)
        }
        if usage.count > mark {
            try checkEveryArgumentRead(since: mark, of: node) { label, argument in try isConstant(label, argument, of: value) }
        }
        return value
    }

    /// A type coded as the one value it wraps (`AgentID`, swift-tagged's `Tagged`) that
    /// finds the wrong literal is named beside what it wraps: "expected AgentID (a String),
    /// found an integer literal '12'", not only the `String` its `init(from:)` asked for.
    private static func namingWrapper(_ type: Any.Type, in diagnostic: Diagnostic, at node: DSLExpression) -> Diagnostic {
        let name = DSLTypeName.of(type)
        guard diagnostic.id == .typeMismatch, diagnostic.range == node.range, diagnostic.message.hasPrefix("expected "),
            let found = diagnostic.message.range(of: ", found ")
        else { return diagnostic }
        let wrapped = diagnostic.message[diagnostic.message.index(diagnostic.message.startIndex, offsetBy: 9)..<found.lowerBound]
        guard !wrapped.contains(" "), wrapped != name else { return diagnostic }
        var named = diagnostic
        named.message = "expected \(name) (\(ExpressionText.article(for: String(wrapped)))), found " + diagnostic.message[found.upperBound...]
        return named
    }

    func enterLevel(at node: DSLExpression) throws {
        guard depth < Self.maximumDepth else {
            throw Diagnostic.valueTooDeep(limit: Self.maximumDepth, at: node.range)
        }
        depth += 1
    }

    func leaveLevel() {
        depth -= 1
    }

    // MARK: Containers

    /// The keyed container of `.name(arguments)` (an enum case) or `Type(arguments)` (a
    /// struct's properties). `isCurrentNode` containers take part in the unread-argument check.
    func keyedContainer<Key: CodingKey>(keyedBy type: Key.Type, for node: DSLExpression, isCurrentNode: Bool) throws -> KeyedDecodingContainer<Key> {
        switch node.kind {
        case .implicitMember(let name, _, let arguments):
            return KeyedDecodingContainer(
                EnumCaseContainer<Key>(decoder: self, node: node, name: name, arguments: arguments ?? [], isCurrentNode: isCurrentNode)
            )
        case .call(let typeName, let nameRange, let arguments):
            if isCurrentNode && !nameChecked {
                try checkConstructorName(typeName, at: nameRange, expected: self.type, schemaName: nil)
            }
            return KeyedDecodingContainer(
                ArgumentsContainer<Key>(decoder: self, arguments: arguments, owner: node, slot: openUsageSlot(isCurrentNode: isCurrentNode))
            )
        default:
            throw typeMismatch(node, expected: isCurrentNode ? "a value of type \(DSLTypeName.of(self.type))" : "a value with arguments")
        }
    }

    func unkeyedContainer(for node: DSLExpression) throws -> any UnkeyedDecodingContainer {
        guard case .array(let elements) = node.kind else {
            throw typeMismatch(node, expected: DSLTypeName.of(type))
        }
        return UnkeyedArrayContainer(decoder: self, elements: elements, owner: node)
    }

    // MARK: Argument usage

    func openUsageSlot(isCurrentNode: Bool) -> Int {
        usage.append(ArgumentUsage(isCurrentNode: isCurrentNode))
        return usage.count - 1
    }

    /// Where to look first for the next key: synthesised `init(from:)` reads keys in
    /// declaration order, which is the order arguments are written in.
    func nextArgumentHint(_ slot: Int) -> Int {
        usage[slot].next
    }

    func markRead(_ slot: Int, argument index: Int) {
        usage[slot].markRead(index)
    }

    /// Whether `label:` names a `let` with an initial value, which `Codable` prints but does
    /// not read: written back with the value it always has, it is accepted.
    private func isConstant<T>(_ label: String, _ argument: DSLExpression, of value: T) throws -> Bool {
        guard let field = (T.self as? any DSLSchemaProviding.Type)?.dslSchema.fields.first(where: { $0.name == label && !$0.isDecoded }),
            let fieldType = field.type as? any Decodable.Type,
            let constant = Mirror(reflecting: value).children.first(where: { $0.label == label })?.value
        else { return false }
        let written = try decodeAny(fieldType, from: argument)
        guard ValueEquality.areEqual(written, constant) else {
            let shown = (constant as? any Encodable).map { DSLPrinter.print($0) } ?? "\(constant)"
            throw Diagnostic.constantArgument(label, isAlways: shown, in: DSLTypeName.of(T.self), at: argument.range)
        }
        return true
    }

    private func decodeAny<Value: Decodable>(_ type: Value.Type, from node: DSLExpression) throws -> Any {
        let value: Value = try decode(Value.self, from: node)
        return value
    }

    private func checkEveryArgumentRead(
        since mark: Int, of node: DSLExpression, isConstant: (_ label: String, _ argument: DSLExpression) throws -> Bool
    ) throws {
        var read: UInt64 = 0
        var tracked = false
        for slot in usage[mark...] where slot.isCurrentNode {
            read |= slot.read
            tracked = true
        }
        let owner: String
        let arguments: [Argument]
        switch node.kind {
        case .implicitMember(let name, _, let nodeArguments?):
            (owner, arguments) = (".\(name)", nodeArguments)
        case .call(let typeName, _, let nodeArguments):
            (owner, arguments) = (typeName, nodeArguments)
        default:
            return
        }
        guard tracked else { return }
        for index in arguments.indices where index < ArgumentUsage.trackedCount && read & (1 << UInt64(index)) == 0 {
            let argument = arguments[index]
            if let label = argument.label, try isConstant(label, argument.value) { continue }
            throw Diagnostic.extraArgument(argument.label, in: owner, at: argument.range)
        }
    }
}

/// Which arguments of one keyed container were read, as bits (the first 64 arguments).
struct ArgumentUsage {
    static let trackedCount = 64

    let isCurrentNode: Bool
    var read: UInt64 = 0
    var next = 0

    init(isCurrentNode: Bool) {
        self.isCurrentNode = isCurrentNode
    }

    mutating func markRead(_ index: Int) {
        if index < Self.trackedCount { read |= 1 << UInt64(index) }
        next = index + 1
    }
}
