import KhipuDSL
import KhipuScript

/// Completion from the schema: given the text of the statement up to the cursor, what
/// may come next. Knows statements, meta commands, the cases of every DSL type at any
/// depth, argument labels, bound names, state paths and file names.
package struct Completer {
    package let context: CompletionContext

    package init(context: CompletionContext) {
        self.context = context
    }

    /// `text` is the statement typed so far, up to the cursor (earlier lines of a
    /// multi-line entry included, joined by line breaks).
    package func complete(_ text: String) -> Completions {
        let bytes = Array(text.utf8)
        guard let first = bytes.firstIndex(where: { !(($0 == 0x20) || ($0 == 0x09) || ($0 == 0x0A) || ($0 == 0x0D)) }) else {
            return statementStart(prefix: "", at: bytes.count)
        }
        // A comment may stand before a command: `/* note */ :state`.
        let codeStart = bytes.withUnsafeBufferPointer { Lexer.triviaEnd($0, from: first, end: $0.count) }
        if codeStart < bytes.count && bytes[codeStart] == UInt8(ascii: ":") {
            return completeMeta(text, colon: codeStart)
        }
        guard let tokens = PartialLexer.tokens(text) else { return .none }
        return completeStatement(tokens, end: bytes.count)
    }

    /// What a statement can start with: a message, `let`, `expect`, `state` or a bound
    /// name (shown, or followed by `.`), or a command.
    func statementStart(prefix: String, at start: Int) -> Completions {
        var candidates = caseCandidates(of: context.messageType)
        candidates.append(CompletionCandidate("let ", display: "let NAME = VALUE", summary: "bind a name to a value"))
        candidates.append(CompletionCandidate("expect ", display: "expect …", summary: "check what the last dispatch emitted, or compare two values"))
        candidates.append(CompletionCandidate("scenario ", display: "scenario \"NAME\"", summary: "a fresh domain, then the background"))
        candidates += nameCandidates(matching: nil)
        candidates += commandCandidates()
        return Completions.filtered(candidates, prefix: prefix, start: start)
    }

    // MARK: - Statements

    private func completeStatement(_ tokens: [PartialToken], end: Int) -> Completions {
        var index = 0
        var rootType: Any.Type? = context.messageType
        var afterExpect = false
        if tokens.count == 1, tokens[0].end == end, let word = tokens[0].identifier {
            // The first word: a keyword being typed, or a message's case without its dot.
            return statementStart(prefix: word, at: tokens[0].start)
        }
        switch tokens.first?.identifier {
        case "let":
            // `let name`, `let name: Type`, `let name = value`, `let name: Type = value`
            guard tokens.count > 2, tokens[1].identifier != nil else { return .none }
            rootType = nil
            index = 2
            if tokens[2].isSymbol(":") {
                guard let equals = tokens.firstIndex(where: { $0.isSymbol("=") }) else {
                    return typeNameCompletion(Array(tokens[3...]), end: end)
                }
                let typeName = Self.typeName(tokens[3..<equals])
                rootType = exposedType(named: typeName)
                index = equals
            }
            guard index < tokens.count, tokens[index].isSymbol("=") else { return .none }
            index += 1
        case "expect":
            index = 1
            afterExpect = true
        default:
            break
        }
        return completeExpression(Array(tokens[index...]), rootType: rootType, afterExpect: afterExpect, end: end)
    }

    private func typeNameCompletion(_ tokens: [PartialToken], end: Int) -> Completions {
        let candidates = typeNames.names.map { CompletionCandidate($0) }
        if tokens.isEmpty { return Completions.filtered(candidates, prefix: "", start: end) }
        // A qualified name being typed: `TodoItem.St`, `TodoItem.`.
        let contiguous = zip(tokens, tokens.dropFirst()).allSatisfy { $0.end == $1.start }
        guard contiguous, tokens[0].identifier != nil, tokens.last?.end == end,
            tokens.allSatisfy({ $0.identifier != nil || $0.isSymbol(".") })
        else { return .none }
        return Completions.filtered(candidates, prefix: Self.typeName(tokens[...]), start: tokens[0].start)
    }

    /// Walks the expression keeping a stack of the open brackets, so that the type
    /// expected at the cursor is known however deep it is.
    func completeExpression(_ tokens: [PartialToken], rootType: Any.Type?, afterExpect: Bool, end: Int) -> Completions {
        var frames = [ExpressionFrame(kind: .top(rootType))]
        var chain: [PartialToken] = []
        for token in tokens {
            switch token.kind {
            case .symbol("("):
                let target = callTarget(of: chain, expected: frames[frames.count - 1].expectedType)
                frames.append(ExpressionFrame(kind: .call(target), chainBefore: chain))
                chain = []
            case .symbol("["):
                if chain.isEmpty {
                    let element = frames[frames.count - 1].expectedType.flatMap(TypeShape.element(of:))
                    frames.append(ExpressionFrame(kind: .array(element)))
                } else {
                    frames.append(ExpressionFrame(kind: .subscriptIndex, chainBefore: chain))
                }
                chain = []
            case .symbol(")"), .symbol("]"):
                guard frames.count > 1 else { return .none }
                let closed = frames.removeLast()
                if case .subscriptIndex = closed.kind {
                    chain = closed.chainBefore + [PartialToken(kind: .closedSubscript(closed.index), start: token.start, end: token.end)]
                } else {
                    chain = closed.chainBefore + [PartialToken(kind: .closedCall, start: token.start, end: token.end)]
                }
            case .symbol(","):
                frames[frames.count - 1].argumentIndex += 1
                frames[frames.count - 1].label = nil
                chain = []
            case .symbol(":"):
                if case .call = frames[frames.count - 1].kind, frames[frames.count - 1].label == nil, chain.count == 1, let label = chain[0].identifier {
                    frames[frames.count - 1].label = label
                    chain = []
                } else {
                    return .none
                }
            case .symbol("=="), .symbol("!="):
                guard frames.count == 1 else { return .none }
                frames[0].kind = .top(comparedType(chain))
                chain = []
            case .number(let text):
                if case .subscriptIndex = frames[frames.count - 1].kind { frames[frames.count - 1].index = Int(text) }
                chain.append(token)
            default:
                chain.append(token)
            }
        }
        let frame = frames[frames.count - 1]
        let atStart = frames.count == 1 && frame.argumentIndex == 0
        guard let last = chain.last else {
            return valueCompletion(frame, prefix: "", start: end, afterExpect: afterExpect && atStart)
        }
        guard last.end == end else { return .none }
        // `.ad`, `.`: a case of the expected type.
        if chain[0].isSymbol("."), chain.count <= 2 {
            if chain.count == 2, chain[1].identifier == nil || chain[1].start != chain[0].end { return .none }
            let prefix = "." + (chain.count == 2 ? chain[1].identifier ?? "" : "")
            return valueCompletion(frame, prefix: prefix, start: chain[0].start, afterExpect: false)
        }
        // `state.todos.it`, `coffee.`: a member of the value so far.
        if chain.count >= 2 {
            let hasName = last.identifier != nil
            let dotIndex = chain.count - (hasName ? 2 : 1)
            guard dotIndex >= 1, chain[dotIndex].isSymbol("."), chain[dotIndex].start == chain[dotIndex - 1].end,
                !hasName || last.start == chain[dotIndex].end,
                let base = ValuePath.evaluate(Array(chain[..<dotIndex]), in: context)
            else { return .none }
            return Completions.filtered(
                memberCandidates(of: base),
                prefix: last.identifier ?? "",
                start: chain[dotIndex].end
            )
        }
        guard let word = last.identifier else { return .none }
        return valueCompletion(frame, prefix: word, start: last.start, afterExpect: afterExpect && atStart)
    }

    /// The type the other side of `==` should have: the type of a path's value.
    private func comparedType(_ chain: [PartialToken]) -> Any.Type? {
        if chain.first?.isSymbol(".") == true { return context.messageType }
        guard let value = ValuePath.evaluate(chain, in: context) else { return nil }
        return ValueUnwrapping.unwrappedType(of: value)
    }

    private func callTarget(of chain: [PartialToken], expected: Any.Type?) -> CallTarget {
        if chain.count == 2, chain[0].isSymbol("."), let name = chain[1].identifier {
            guard let expected, let dslCase = TypeShape.schema(of: expected)?.cases.first(where: { $0.name == name }) else {
                return .unknown
            }
            return .enumCase(dslCase)
        }
        if chain.count == 1, let name = chain[0].identifier, let type = exposedType(named: name) {
            return .constructor(constructorParameters(of: type))
        }
        if chain.count >= 3, chain[chain.count - 1].identifier == "alter", chain[chain.count - 2].isSymbol("."),
            let base = ValuePath.evaluate(Array(chain[..<(chain.count - 2)]), in: context)
        {
            return .alter(Interpreter.changeType(of: ValueUnwrapping.unwrap(base) ?? base))
        }
        return .unknown
    }

    /// The type `let x: Name` names, as the interpreter finds it.
    func exposedType(named name: String) -> Any.Type? {
        try? typeNames.type(named: name).get()
    }

    /// A type name as `DSLParser.parseTypeName` normalises it: `[String: Int]`, `Set<Tag>`.
    static func typeName(_ tokens: ArraySlice<PartialToken>) -> String {
        tokens.map { token in
            switch token.kind {
            case .identifier(let name): name
            case .symbol(":"), .symbol(","): (token.kind == .symbol(":") ? ":" : ",") + " "
            case .symbol(let symbol): symbol
            default: ""
            }
        }.joined()
    }

    var typeNames: TypeNames {
        TypeNames(context.exposedTypes.compactMap { $0 as? any Decodable.Type })
    }

    /// The labels a constructor takes: its callable initializers', then its stored
    /// properties' (the memberwise form every Codable struct decodes from).
    func constructorParameters(of type: Any.Type) -> [DSLParameterSchema] {
        guard let schema = TypeShape.schema(of: type) else { return [] }
        var parameters = schema.initializers.flatMap(\.parameters)
        parameters += schema.fields.map { DSLParameterSchema(label: $0.name, typeName: $0.typeName, type: $0.type) }
        var seen: Set<String> = []
        return parameters.filter { $0.label.map { seen.insert($0).inserted } ?? false }
    }
}

/// An open bracket of the expression at the cursor.
struct ExpressionFrame {
    enum Kind {
        case top(Any.Type?)
        case call(CallTarget)
        case array(Any.Type?)
        case subscriptIndex
    }

    var kind: Kind
    var argumentIndex = 0
    /// The label of the argument being written, once its `label:` is typed.
    var label: String?
    /// The chain the bracket follows (`state.items` before `[0]`), restored on closing.
    var chainBefore: [PartialToken] = []
    /// The number inside a subscript.
    var index: Int?

    init(kind: Kind, chainBefore: [PartialToken] = []) {
        self.kind = kind
        self.chainBefore = chainBefore
    }

    /// The type of the value being written at this argument.
    var expectedType: Any.Type? {
        switch kind {
        case .top(let type): return type
        case .array(let element): return element
        case .subscriptIndex: return Int.self
        case .call(.enumCase(let dslCase)):
            if let label { return dslCase.parameters.first { $0.label == label }?.type }
            guard argumentIndex < dslCase.parameters.count else { return nil }
            return dslCase.parameters[argumentIndex].type
        case .call(.constructor(let parameters)):
            guard let label else { return nil }
            return parameters.first { $0.label == label }?.type
        case .call(.alter(let change)): return change
        case .call(.unknown): return nil
        }
    }
}

/// What a `(` opens.
enum CallTarget {
    case enumCase(DSLCaseSchema)
    case constructor([DSLParameterSchema])
    case alter(Any.Type?)
    case unknown
}
