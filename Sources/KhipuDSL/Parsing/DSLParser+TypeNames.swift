/// Type names as a statement writes them after `let x:`: `Int`, `Message.Todos.CMD`,
/// `[TodoItem]`, `[String: Int]`, `TodoItem?`, `Array<Int>`.
extension DSLParser {
    /// Parses a type name (after trivia) and returns it with spaces normalised
    /// (`[String: Int]`), or nil, leaving the cursor where the type was expected.
    package mutating func parseTypeName() -> (name: String, range: SourceRange)? {
        skipTrivia()
        let start = cursor
        var copy = self
        copy.depth = 0
        guard let name = copy.scanType() else { return nil }
        self = copy
        lastTokenEnd = cursor
        return (name, SourceRange(start, cursor))
    }

    private mutating func scanType() -> String? {
        guard depth < Self.maximumNesting else { return nil }
        depth += 1
        defer { depth -= 1 }
        var name: String
        if peekByte() == ASCII.openBracket {
            cursor += 1
            skipTrivia()
            guard let element = scanType() else { return nil }
            skipTrivia()
            if peekByte() == ASCII.colon {
                cursor += 1
                skipTrivia()
                guard let value = scanType() else { return nil }
                skipTrivia()
                name = "[\(element): \(value)]"
            } else {
                name = "[\(element)]"
            }
            guard peekByte() == ASCII.closeBracket else { return nil }
            cursor += 1
        } else {
            guard let first = scanWord(at: cursor), !first.backticked else { return nil }
            cursor = first.end
            name = self.name(of: first)
            while peekByte() == ASCII.dot, let segment = scanWord(at: cursor + 1), !segment.backticked {
                cursor = segment.end
                name += "." + self.name(of: segment)
            }
            if peekByte() == ASCII.lessThan {
                cursor += 1
                var arguments: [String] = []
                repeat {
                    skipTrivia()
                    guard let argument = scanType() else { return nil }
                    arguments.append(argument)
                    skipTrivia()
                } while consumeByte(ASCII.comma)
                guard consumeByte(ASCII.greaterThan) else { return nil }
                name += "<\(arguments.joined(separator: ", "))>"
            }
        }
        while consumeByte(ASCII.questionMark) { name += "?" }
        return name
    }

    private mutating func consumeByte(_ byte: UInt8) -> Bool {
        guard peekByte() == byte else { return false }
        cursor += 1
        return true
    }
}
