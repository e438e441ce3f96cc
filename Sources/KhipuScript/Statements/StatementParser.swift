import KhipuDSL

/// Reads one statement's text into a `Statement`, using the DSL parser for expressions.
enum StatementParser {
    static func parse(_ text: String) throws(Diagnostic) -> Statement {
        try parsed(text).result.get()
    }

    /// The statement `text` holds, or why it does not parse, and what it starts with.
    static func parsed(_ text: String) -> (opening: StatementOpening, result: Result<Statement, Diagnostic>) {
        var parser = DSLParser(text)
        parser.skipTrivia()
        // After `skipTrivia`, the end is where no byte is left (`isAtEnd` would copy the parser).
        guard let first = parser.peekByte() else {
            return (.nothing, .failure(Diagnostic.missingStatement(at: SourceRange(0, 0))))
        }
        // No keyword starts with `.`: a message, the most common statement, skips trying them.
        let mayBeKeyword = first != UInt8(ascii: ".")
        // Set before the rest is read, so that a statement that fails still tells it.
        var opening = StatementOpening.expression
        let statement: Statement
        do throws(Diagnostic) {
            if first == UInt8(ascii: ":") {
                opening = .metaCommand
                statement = parseMeta(text, &parser)
            } else if mayBeKeyword, parser.consumeKeyword("let") {
                opening = .binding
                statement = try parseBinding(&parser)
            } else if mayBeKeyword, parser.consumeKeyword("expect") {
                opening = .expectation
                statement = try parseExpectation(&parser)
            } else if mayBeKeyword, parser.consumeKeyword("scenario") {
                opening = .scenario
                statement = try parseScenario(&parser)
            } else {
                let expression = try parser.parseExpression()
                // A message starts with `.`; any other value is shown, as a REPL shows it.
                if case .implicitMember = expression.kind {
                    statement = .dispatch(expression)
                } else {
                    statement = .echo(expression)
                }
            }
        } catch {
            return (opening, .failure(error))
        }
        parser.skipTrivia()
        guard parser.peekByte() == nil else {
            let rest = SourceRange(parser.offset, text.utf8.count)
            if case .echo = statement, let comparison = ComparisonOutsideExpect.diagnostic(text, restAt: parser.offset) {
                return (opening, .failure(comparison))
            }
            return (opening, .failure(Diagnostic.textAfterStatement(at: rest)))
        }
        return (opening, .success(statement))
    }

    private static func parseMeta(_ text: String, _ parser: inout DSLParser) -> Statement {
        let colon = parser.offset
        _ = parser.consume(":")
        let name = parser.parseIdentifier()
        let nameRange = name?.range ?? SourceRange(colon, colon + 1)
        parser.skipTrivia()
        let argumentStart = parser.offset
        let bytes = Array(text.utf8)
        var end = bytes.count
        while end > argumentStart, isSpace(bytes[end - 1]) { end -= 1 }
        let argument = String(decoding: bytes[argumentStart..<max(argumentStart, end)], as: UTF8.self)
        parser.offset = bytes.count
        return .meta(
            name: name?.name ?? "",
            nameRange: SourceRange(colon, nameRange.end),
            argument: argument,
            argumentRange: SourceRange(argumentStart, max(argumentStart, end))
        )
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    private static func parseBinding(_ parser: inout DSLParser) throws(Diagnostic) -> Statement {
        parser.skipTrivia()
        guard let name = parser.parseIdentifier() else {
            throw Diagnostic.missingBindingName(at: SourceRange(parser.offset, parser.offset + 1))
        }
        parser.skipTrivia()
        var typeName: (name: String, range: SourceRange)?
        if parser.consume(":") {
            parser.skipTrivia()
            guard let type = parser.parseTypeName() else {
                throw Diagnostic.missingBindingType(at: SourceRange(parser.offset, parser.offset + 1))
            }
            typeName = type
            parser.skipTrivia()
        }
        guard parser.consume("=") else {
            throw Diagnostic.missingBindingEquals(after: name.name, at: SourceRange(parser.offset, parser.offset + 1))
        }
        parser.skipTrivia()
        let value = try parser.parseExpression()
        return .binding(name: name.name, nameRange: name.range, typeName: typeName?.name, typeRange: typeName?.range, value: value)
    }

    private static func parseExpectation(_ parser: inout DSLParser) throws(Diagnostic) -> Statement {
        parser.skipTrivia()
        let start = parser.offset
        if parser.consumeKeyword("nothing") {
            parser.skipTrivia()
            if parser.isAtEnd { return .expectNothing(SourceRange(start, parser.offset)) }
            parser.offset = start
        }
        guard !parser.isAtEnd else {
            throw Diagnostic.emptyExpectation(at: SourceRange(start, start + 1))
        }
        let lhs = try parser.parseExpression()
        parser.skipTrivia()
        let operatorStart = parser.offset
        for candidate in ExpectationOperator.allCases {
            let found = candidate == .contains ? parser.consumeKeyword(candidate.rawValue) : parser.consume(candidate.rawValue)
            guard found else { continue }
            let operatorRange = SourceRange(operatorStart, parser.offset)
            parser.skipTrivia()
            guard !parser.isAtEnd else {
                throw Diagnostic.missingComparisonValue(after: candidate.rawValue, at: SourceRange(parser.offset, parser.offset + 1))
            }
            return .expectComparison(lhs: lhs, operator: candidate, operatorRange: operatorRange, rhs: try parser.parseExpression())
        }
        let repeats = try parseRepeats(&parser)
        guard parser.isAtEnd else {
            guard repeats == nil else { throw Diagnostic.textAfterStatement(at: SourceRange(parser.offset, parser.byteCount)) }
            throw Diagnostic.missingComparisonOperator(at: SourceRange(parser.offset, parser.offset + 1))
        }
        guard case .implicitMember = lhs.kind else {
            throw Diagnostic.expectationNotMessage(at: lhs.range)
        }
        return .expectMessage(lhs, repeats: repeats)
    }

    /// `× 15` or `x 15` after an expected message; nil when neither follows.
    private static func parseRepeats(_ parser: inout DSLParser) throws(Diagnostic) -> ExpectedRepeats? {
        parser.skipTrivia()
        let start = parser.offset
        guard parser.consume(ExpectedRepeats.sign) || parser.consumeKeyword("x") else { return nil }
        parser.skipTrivia()
        let countStart = parser.offset
        var digits = ""
        while let byte = parser.peekByte(), byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") || byte == UInt8(ascii: "_") {
            if byte != UInt8(ascii: "_") { digits.append(Character(UnicodeScalar(byte))) }
            parser.offset += 1
        }
        let countRange = SourceRange(countStart, max(parser.offset, countStart + 1))
        guard let count = Int(digits), (1...ExpectedRepeats.largest).contains(count),
            parser.peekByte().map({ !ASCII.isIdentifierContinuation($0) }) ?? true
        else {
            throw Diagnostic.invalidRepeatCount(at: countRange)
        }
        return ExpectedRepeats(count: count, range: SourceRange(start, parser.offset))
    }

    /// `scenario "Adding an item"`
    private static func parseScenario(_ parser: inout DSLParser) throws(Diagnostic) -> Statement {
        parser.skipTrivia()
        let start = parser.offset
        let notes = ["a scenario starts with its name in quotes: scenario \"Adding an item\""]
        guard parser.peekByte() == UInt8(ascii: "\""), case .string(let name) = try parser.parseExpression().kind else {
            throw Diagnostic.unquotedScenarioName(at: SourceRange(start, start + 1), notes: notes)
        }
        guard !name.allSatisfy(\.isWhitespace) else {
            throw Diagnostic.emptyScenarioName(at: SourceRange(start, parser.offset), notes: notes)
        }
        return .scenario(name: name, range: SourceRange(start, parser.offset))
    }
}
