/// Finds the type a user names (`let x: TodoItem.State = …`): a builtin, a type of the
/// domain by its qualified DSL name or, where only one type ends so, its short name, an
/// alias the domain's declarations use (`AgentID`, see `TypeAliases`), or a composition
/// of those: `T?`, `[T]`, `[K: V]`, `Set<T>`, `Array<T>`, `Optional<T>`, `Dictionary<K, V>`.
package struct TypeNames {
    /// The domain's types by their DSL names (`Message.Todos.CMD`) and aliases.
    private let named: [(name: String, type: any Decodable.Type)]
    /// The names completion and notes offer: an aliased type by its alias only.
    private let offered: [String]

    package init(_ types: [any Decodable.Type]) {
        var seen: Set<String> = []
        let aliases = TypeAliases.declared(in: types)
        let aliased = Set(aliases.map { ObjectIdentifier($0.type) })
        // A type an alias renamed (`TypeAliases.adopt`) is still found by its own name.
        let own = types.map { (name: DSLTypeName.compute($0), type: $0) }
        named = (own + aliases).filter { seen.insert($0.name).inserted }
        offered = (own.filter { !aliased.contains(ObjectIdentifier($0.type)) } + aliases).map(\.name)
    }

    /// Every name a user may write for a single type: builtins, then the domain's.
    package var names: [String] {
        BuiltinTypes.names + Set(offered).sorted()
    }

    /// The domain's types, each once.
    package var types: [any Decodable.Type] { named.map(\.type) }

    /// Why a name names no type.
    package enum Failure: Error, Equatable {
        case unknown(String)
        /// `Set<T>` or `[K: V]` with a key or element that is not `Hashable`.
        case notHashable(String)
        /// `ClosedRange<T>` or `Range<T>` of a `T` that is not `Comparable`.
        case notComparable(String)
        case ambiguous(String, candidates: [String])
    }

    /// The type `written` names; `written` is as `DSLParser.parseTypeName` normalises it.
    package func type(named written: String) -> Result<any Decodable.Type, Failure> {
        if let type = single(written) { return .success(type) }
        var reader = Reader(text: Array(written))
        do {
            let type = try reader.type(in: self)
            guard reader.atEnd else { return .failure(.unknown(written)) }
            return .success(type)
        } catch {
            return .failure(error)
        }
    }

    /// A name without brackets: builtin, exact, or the one type ending so.
    fileprivate func single(_ name: String) -> (any Decodable.Type)? {
        if let builtin = BuiltinTypes.byName[name] { return builtin }
        if let exact = named.first(where: { $0.name == name }) { return exact.type }
        let endingSo = named.filter { DSLTypeName.matches(name, $0.name) }
        return endingSo.count == 1 ? endingSo[0].type : nil
    }

    fileprivate func candidates(endingIn name: String) -> [String] {
        named.filter { DSLTypeName.matches(name, $0.name) }.map(\.name).sorted()
    }

    /// Reads the normalised text of a type name.
    private struct Reader {
        let text: [Character]
        var index = 0

        var atEnd: Bool { index == text.count }

        mutating func type(in names: TypeNames) throws(Failure) -> any Decodable.Type {
            var type: any Decodable.Type
            if consume("[") {
                let element = try self.type(in: names)
                if consume(":") {
                    _ = consume(" ")
                    let value = try self.type(in: names)
                    guard consume("]") else { throw .unknown(String(text)) }
                    guard let dictionary = TypeComposition.dictionary(element, value) else {
                        throw .notHashable(DSLTypeName.of(element))
                    }
                    type = dictionary
                } else {
                    guard consume("]") else { throw .unknown(String(text)) }
                    type = TypeComposition.array(element)
                }
            } else {
                let name = word()
                guard !name.isEmpty else { throw .unknown(String(text)) }
                if consume("<") {
                    var arguments: [any Decodable.Type] = []
                    repeat {
                        _ = consume(" ")
                        arguments.append(try self.type(in: names))
                    } while consume(",")
                    guard consume(">") else { throw .unknown(String(text)) }
                    type = try Self.generic(name, arguments)
                } else if let single = names.single(name) {
                    type = single
                } else {
                    let candidates = names.candidates(endingIn: name)
                    throw candidates.count > 1 ? .ambiguous(name, candidates: candidates) : .unknown(name)
                }
            }
            while consume("?") { type = TypeComposition.optional(type) }
            return type
        }

        private static func generic(_ name: String, _ arguments: [any Decodable.Type]) throws(Failure) -> any Decodable.Type {
            switch (name, arguments.count) {
            case ("Optional", 1): return TypeComposition.optional(arguments[0])
            case ("Array", 1): return TypeComposition.array(arguments[0])
            case ("Set", 1):
                guard let set = TypeComposition.set(arguments[0]) else { throw .notHashable(DSLTypeName.of(arguments[0])) }
                return set
            case ("Dictionary", 2):
                guard let dictionary = TypeComposition.dictionary(arguments[0], arguments[1]) else {
                    throw .notHashable(DSLTypeName.of(arguments[0]))
                }
                return dictionary
            case ("ClosedRange", 1), ("Range", 1):
                guard let range = TypeComposition.range(arguments[0], isClosed: name == "ClosedRange") else {
                    throw .notComparable(DSLTypeName.of(arguments[0]))
                }
                return range
            default:
                throw .unknown(name + "<…>")
            }
        }

        private mutating func word() -> String {
            let start = index
            while index < text.count, text[index].isLetter || text[index].isNumber || text[index] == "_" || text[index] == "." {
                index += 1
            }
            return String(text[start..<index])
        }

        private mutating func consume(_ character: Character) -> Bool {
            guard index < text.count, text[index] == character else { return false }
            index += 1
            return true
        }
    }
}
