/// The expression grammar: literals, arrays, implicit members, constructors and names
/// with their postfix chains.
extension DSLParser {
    /// A name as written: `title`, `Step` or `` `default` `` (whose name is `default`).
    /// Only bounds: the name's `String` is made (`name(of:)`) where it is kept.
    struct Word {
        /// The name's bytes, without backticks.
        var nameStart: Int
        var nameEnd: Int
        /// After the word, closing backtick included.
        var end: Int
        var backticked: Bool
    }

    /// The name of a word the scanner found: ASCII letters, digits and `_` only.
    func name(of word: Word) -> String {
        string(from: word.nameStart, to: word.nameEnd)
    }

    /// Where a value stands, which says what was expected when none is there.
    enum ValueSlot {
        case expression
        case index
        case element
        case dictionaryValue
        case parenthesized
        case argument(label: String?)

        var expectation: String {
            switch self {
            case .expression: "an expression"
            case .index: "an index"
            case .element: "a value or ']'"
            case .dictionaryValue: "a value after ':'"
            case .parenthesized: "a value"
            case .argument(let label?): "a value after '\(label):'"
            case .argument(nil): "an argument label or a value"
            }
        }
    }

    /// One value after optional trivia, or a range of two (`8...20`, `8..<20`).
    mutating func parseValue(_ slot: ValueSlot) throws -> DSLExpression {
        let value = try parseOperand(slot)
        guard let isClosed = rangeOperator(after: cursor) else {
            if byte(at: cursor) == ASCII.dot, byte(at: cursor + 1) == ASCII.dot {
                throw expectedHere("'...' or '..<'", notes: [RangeForm.note])
            }
            return value
        }
        return try parseRange(from: value, isClosed: isClosed)
    }

    /// One value after optional trivia. Each kind of value has its own function, kept out
    /// of line so the frames of this recursion stay small.
    mutating func parseOperand(_ slot: ValueSlot) throws -> DSLExpression {
        skipTrivia()
        guard let first = peekByte() else { try failExpecting(slot.expectation) }
        switch first {
        case ASCII.quote:
            return try parseStringLiteral()
        case ASCII.hash:
            return try parseRawStringLiteral()
        case ASCII.minus, ASCII.zero...ASCII.nine:
            return try parseNumber()
        case ASCII.openBracket:
            return try parseArray()
        case ASCII.openParen:
            return try parseParenthesized()
        case ASCII.dot:
            return try parseImplicitMember()
        case ASCII.backtick:
            guard scanWord(at: cursor) != nil else {
                try failAtToken(Diagnostic.missingBacktickName)
            }
            return try parseNamePath()
        default:
            if ASCII.isUppercase(first) { return try parseConstructor() }
            if ASCII.isIdentifierStart(first) { return try parseKeywordOrNamePath() }
            try failExpecting(slot.expectation)
        }
    }

    /// `true`, `false`, `nil`, or a bound name with its postfix chain.
    @inline(never)
    mutating func parseKeywordOrNamePath() throws -> DSLExpression {
        let start = cursor
        guard let word = scanWord(at: start) else { try failExpecting("a value") }
        let range = SourceRange(start, word.end)
        let keyword: DSLExpression.Kind? =
            switch name(of: word) {
            case "true": .bool(true)
            case "false": .bool(false)
            case "nil": .nil
            default: nil
            }
        if let keyword {
            advance(to: word.end)
            return DSLExpression(keyword, range: range)
        }
        return try parseNamePath()
    }

    /// A bound name followed by `.member`, `[index]` and `.method(arguments)`, e.g.
    /// `state.todos.items[0].title` or `coffee.alter(.finish)`. Each link counts as a level
    /// of nesting, so a chain cannot build a tree too deep to walk.
    @inline(never)
    mutating func parseNamePath() throws -> DSLExpression {
        let start = cursor
        guard let word = scanWord(at: start) else { try failExpecting("a name") }
        advance(to: word.end)
        return try parsePostfixChain(on: DSLExpression(.identifier(name(of: word)), range: SourceRange(start, word.end)))
    }

    /// The `.member`, `[index]` and `.method(arguments)` links after a name or a
    /// constructor, e.g. `Project(title: "x").alter(.details(to: "y"))`.
    /// `base` is consumed: borrowed, it was copied into the chain.
    mutating func parsePostfixChain(on base: consuming DSLExpression) throws -> DSLExpression {
        let start = base.range.start
        var expression = base
        let depthBeforeChain = depth
        defer { depth = depthBeforeChain }
        while let byte = peekByte() {
            if byte == ASCII.dot {
                let dot = cursor
                // `a...b`, `a..<b`: a range operator ends the chain.
                if self.byte(at: dot + 1) == ASCII.dot { break }
                guard let member = scanWord(at: dot + 1) else {
                    cursor = dot + 1
                    try failExpecting("a member name after '.'")
                }
                try enterNesting(at: dot)
                let nameRange = SourceRange(dot + 1, member.end)
                advance(to: member.end)
                if moveToCallParenthesis() {
                    let arguments = try parseArguments()
                    expression = DSLExpression(
                        .methodCall(base: expression, name: name(of: member), nameRange: nameRange, arguments: arguments),
                        range: SourceRange(start, cursor)
                    )
                } else {
                    expression = DSLExpression(
                        .member(base: expression, name: name(of: member), nameRange: nameRange),
                        range: SourceRange(start, cursor)
                    )
                }
            } else if byte == ASCII.openBracket {
                let opener = cursor
                try enterNesting(at: opener)
                openBrackets.append(opener)
                advance(to: opener + 1)
                let index = try parseValue(.index)
                skipTrivia()
                guard peekByte() == ASCII.closeBracket else { try failClosing("']'", opener: opener) }
                advance(to: cursor + 1)
                openBrackets.removeLast()
                expression = DSLExpression(.subscript(base: expression, index: index), range: SourceRange(start, cursor))
            } else {
                break
            }
        }
        return expression
    }

    /// `Type(arguments)` or `Outer.Inner(arguments)`.
    @inline(never)
    mutating func parseConstructor() throws -> DSLExpression {
        let start = cursor
        var end = scanIdentifierCharacters(from: start)
        while byte(at: end) == ASCII.dot, let next = byte(at: end + 1), ASCII.isUppercase(next) {
            end = scanIdentifierCharacters(from: end + 1)
        }
        let nameRange = SourceRange(start, end)
        let name = text(in: nameRange)
        advance(to: end)
        if byte(at: end) == ASCII.dot, scanWord(at: end + 1) != nil {
            // `Member.Tier.student`, `Member.Tier.student(...)`: a case named with its type.
            let member = try parseImplicitMember()
            return DSLExpression(
                .qualifiedMember(typeName: name, typeNameRange: nameRange, member: member), range: SourceRange(start, cursor))
        }
        guard moveToCallParenthesis() else {
            try failExpecting(
                "'(' or '.' and a case after the type name '\(name)'",
                notes: ["a name starting with an uppercase letter is a type: build a value with '\(name)(...)', or name a case of an enum with '\(name).caseName'"]
            )
        }
        let arguments = try parseArguments()
        return try parsePostfixChain(on: DSLExpression(
            .call(typeName: name, nameRange: nameRange, arguments: arguments),
            range: SourceRange(start, cursor)
        ))
    }

    /// `.name` or `.name(arguments)`.
    @inline(never)
    mutating func parseImplicitMember() throws -> DSLExpression {
        let start = cursor
        guard let word = scanWord(at: start + 1) else {
            cursor = start + 1
            let notes =
                byte(at: cursor).map(ASCII.isDigit) == true ? ["write a number with a digit before the point: 0.5"]
                : byte(at: cursor) == ASCII.dot ? [RangeForm.note] : []
            try failExpecting("a member name after '.'", notes: notes)
        }
        let nameRange = SourceRange(start + 1, word.end)
        advance(to: word.end)
        var arguments: [Argument]?
        if moveToCallParenthesis() { arguments = try parseArguments() }
        return DSLExpression(
            .implicitMember(name: name(of: word), nameRange: nameRange, arguments: arguments),
            range: SourceRange(start, cursor)
        )
    }

    /// `(value)`, as in Swift: the value itself.
    @inline(never)
    mutating func parseParenthesized() throws -> DSLExpression {
        let opener = cursor
        try enterNesting(at: opener)
        defer { depth -= 1 }
        openBrackets.append(opener)
        advance(to: opener + 1)
        let value = try parseValue(.parenthesized)
        skipTrivia()
        guard peekByte() == ASCII.closeParen else { try failClosing("')'", opener: opener) }
        advance(to: cursor + 1)
        openBrackets.removeLast()
        return value
    }

    /// `[a, b]`, `[a, b,]` or `[]`; a dictionary when the first element is followed by a
    /// `:` (`["a": 1, "b": 2]`), or `[:]`.
    @inline(never)
    mutating func parseArray() throws -> DSLExpression {
        let opener = cursor
        try enterNesting(at: opener)
        defer { depth -= 1 }
        openBrackets.append(opener)
        advance(to: opener + 1)
        skipTrivia()
        if peekByte() == ASCII.colon {
            advance(to: cursor + 1)
            skipTrivia()
            guard peekByte() == ASCII.closeBracket else { try failClosing("']' after '[:'", opener: opener) }
            advance(to: cursor + 1)
            openBrackets.removeLast()
            return DSLExpression(.dictionary([]), range: SourceRange(opener, cursor))
        }
        var elements: [DSLExpression] = []
        var entries: [DictionaryEntry] = []
        var isDictionary = false
        while true {
            skipTrivia()
            guard let byte = peekByte() else { try failNeverClosed(opener) }
            if byte == ASCII.closeBracket { break }
            let element = try parseValue(.element)
            skipTrivia()
            if elements.isEmpty && entries.isEmpty && peekByte() == ASCII.colon { isDictionary = true }
            if isDictionary {
                guard peekByte() == ASCII.colon else { try failExpecting("':' after a dictionary key") }
                advance(to: cursor + 1)
                let value = try parseValue(.dictionaryValue)
                entries.append(DictionaryEntry(key: element, value: value))
                skipTrivia()
            } else {
                if peekByte() == ASCII.colon {
                    try failAtToken(Diagnostic.keyValueInArray)
                }
                elements.append(element)
            }
            let next = peekByte()
            if next == ASCII.comma {
                advance(to: cursor + 1)
            } else if next != ASCII.closeBracket {
                try failClosing(next == ASCII.closeParen ? "']'" : "',' or ']'", opener: opener)
            }
        }
        advance(to: cursor + 1)
        openBrackets.removeLast()
        let kind: DSLExpression.Kind = isDictionary ? .dictionary(entries) : .array(elements)
        return DSLExpression(kind, range: SourceRange(opener, cursor))
    }

    /// `(label: value, value)` from the `(` under the cursor to its `)`.
    @inline(never)
    mutating func parseArguments() throws -> [Argument] {
        let opener = cursor
        try enterNesting(at: opener)
        defer { depth -= 1 }
        openBrackets.append(opener)
        advance(to: opener + 1)
        var arguments: [Argument] = []
        // Most calls take a few arguments: one allocation instead of growing 1, 2, 4.
        arguments.reserveCapacity(4)
        while true {
            skipTrivia()
            guard let byte = peekByte() else { try failNeverClosed(opener) }
            if byte == ASCII.closeParen { break }
            arguments.append(try parseArgument())
            skipTrivia()
            let next = peekByte()
            if next == ASCII.comma {
                advance(to: cursor + 1)
            } else if next != ASCII.closeParen {
                try failClosing(next == ASCII.closeBracket ? "')'" : "',' or ')'", opener: opener)
            }
        }
        advance(to: cursor + 1)
        openBrackets.removeLast()
        return arguments
    }

    /// `label: value` or `value` at the cursor. Its own function: built inside
    /// `parseArguments`, each argument was copied into the array and the original destroyed.
    @inline(never)
    mutating func parseArgument() throws -> Argument {
        let label = scanLabel(at: cursor)
        var name: String?
        if let label {
            name = string(from: label.range.start, to: label.range.end)
            advance(to: label.end)
        }
        let value = try parseValue(.argument(label: name))
        return Argument(label: name, labelRange: label?.range, value: value)
    }

    /// `label:` at `position`: the range of the label's name (backticks excluded) and the
    /// offset after the colon.
    func scanLabel(at position: Int) -> (range: SourceRange, end: Int)? {
        guard let word = scanWord(at: position) else { return nil }
        var index = word.end
        while let byte = byte(at: index), ASCII.isHorizontalSpace(byte) { index += 1 }
        guard byte(at: index) == ASCII.colon else { return nil }
        return (SourceRange(word.nameStart, word.nameEnd), index + 1)
    }

    /// When a `(` follows on the same line (spaces allowed), moves onto it.
    mutating func moveToCallParenthesis() -> Bool {
        var index = cursor
        while let byte = byte(at: index), ASCII.isHorizontalSpace(byte) { index += 1 }
        guard byte(at: index) == ASCII.openParen else { return false }
        cursor = index
        return true
    }

    /// A plain or backtick identifier starting at `position`.
    func scanWord(at position: Int) -> Word? {
        guard let first = byte(at: position) else { return nil }
        if first == ASCII.backtick {
            guard let start = byte(at: position + 1), ASCII.isIdentifierStart(start) else { return nil }
            let end = scanIdentifierCharacters(from: position + 1)
            guard byte(at: end) == ASCII.backtick else { return nil }
            return Word(nameStart: position + 1, nameEnd: end, end: end + 1, backticked: true)
        }
        guard ASCII.isIdentifierStart(first) else { return nil }
        let end = scanIdentifierCharacters(from: position)
        return Word(nameStart: position, nameEnd: end, end: end, backticked: false)
    }

    func scanIdentifierCharacters(from position: Int) -> Int {
        guard position >= 0 else { return position }
        return bytes.withUnsafeBufferPointer { buffer in
            var end = position
            while end < buffer.count, ASCII.isIdentifierContinuation(buffer[end]) { end += 1 }
            return end
        }
    }

    mutating func advance(to position: Int) {
        cursor = position
        lastTokenEnd = position
    }
}
