import KhipuInternals

/// The arguments of a call as an initializer's `make` or `DSLConstructible.dslConstruct`
/// reads them: each one decoded by the same decoder, so its diagnostics point into the
/// argument. Index `i` is parameter `i`, which the mapping ties to an argument.
struct InitializerArguments: DSLArguments {
    let decoder: ExpressionDecoder
    let arguments: [Argument]
    /// Argument positions by parameter, -1 for an optional left out; empty when
    /// parameter `i` is argument `i`. A plain array: reading it costs no retain.
    private let positions: [Int]
    let call: SourceRange

    init(decoder: ExpressionDecoder, arguments: [Argument], mapping: ArgumentMapping, call: SourceRange) {
        self.decoder = decoder
        self.arguments = arguments
        switch mapping {
        case .inOrder: positions = []
        case .positions(let mapped): positions = mapped
        }
        self.call = call
    }

    func decode<T: Decodable>(_ type: T.Type, at index: Int) throws -> T {
        let position = positions.isEmpty ? index : (index >= 0 && index < positions.count ? positions[index] : -1)
        if position >= 0 && position < arguments.count {
            return try decoder.decode(T.self, from: arguments[position].value)
        }
        return try absent(T.self, at: index)
    }

    func decode<T: Decodable>(_ type: T.Type, at index: Int, default defaultValue: @autoclosure () throws -> T) throws -> T {
        let position = positions.isEmpty ? index : (index >= 0 && index < positions.count ? positions[index] : -1)
        if position >= 0 && position < arguments.count {
            return try decoder.decode(T.self, from: arguments[position].value)
        }
        return try defaultValue()
    }

    func decode<T>(_ type: T.Type, at index: Int) throws -> T {
        throw notDecodable(T.self, at: index)
    }

    func decode<T>(_ type: T.Type, at index: Int, default defaultValue: @autoclosure () throws -> T) throws -> T {
        let position = positions.isEmpty ? index : (index >= 0 && index < positions.count ? positions[index] : -1)
        guard position >= 0 && position < arguments.count else { return try defaultValue() }
        throw notDecodable(T.self, at: index)
    }

    /// At the argument for parameter `index`: nothing the user can type builds a `T`.
    private func notDecodable<T>(_ type: T.Type, at index: Int) -> Diagnostic {
        let position = positions.isEmpty ? index : (index >= 0 && index < positions.count ? positions[index] : -1)
        let range = position >= 0 && position < arguments.count ? arguments[position].value.range : call
        let name = DSLTypeName.of(T.self)
        return .notBuildableFromText(
            ExpressionText.article(for: name), reason: "\(name) is not Decodable", at: range,
            notes: ["make \(name) Codable, or give the initializer a parameter of a type that is (a String, a number, a @DSL type)"]
        )
    }

    /// An optional left out of the call is `nil`; anything else is missing.
    private func absent<T>(_ type: T.Type, at index: Int) throws -> T {
        if let optional = decoder.memo.entry(of: T.self).optional {
            return Self.absent(optional, as: T.self)
        }
        throw Diagnostic.missingArgument("#\(index + 1) of type \(DSLTypeName.of(T.self))", at: call)
    }

    /// `Wrapper` is `T`: the entry it comes from is `T`'s. (With one generic parameter
    /// the result would come back as an existential, not as `T`.)
    private static func absent<Wrapper: OptionalDecoding, T>(_ type: Wrapper.Type, as: T.Type) -> T {
        reinterpret(Wrapper.absent, as: T.self)
    }
}
