@testable import KhipuDSL
import Testing

/// The rules of trivia and strings, tested once here for the parser, the splitter, the
/// REPL's continuation and completion, which all read text through `Lexer`. `0️⃣` marks
/// where a scan starts, `1️⃣` where it ends.
@Suite("The lexer's rules for trivia and strings")
struct LexerTests {
    @Test("trivia is whitespace, # and // to the line's end, and /* */ nested as in Swift", arguments: [
        "0️⃣  \t\n1️⃣.todos",
        "0️⃣# a note ( [ \"\n1️⃣.todos",
        "0️⃣// a note\n  // another\n1️⃣expect",
        "0️⃣/* a note */ 1️⃣.todos",
        "0️⃣/* outer /* inner */ still a comment */1️⃣.todos",
        "0️⃣/* over\n two lines */\n1️⃣let",
        "0️⃣/* a comment holds \" and # and // */1️⃣x",
        "0️⃣# a note1️⃣",
        "0️⃣/* left open /* */1️⃣",
        "0️⃣1️⃣#\"a raw string is no comment\"#",
        "0️⃣1️⃣##\"nor with two hashes\"##",
        "0️⃣1️⃣/ a slash alone is no comment",
        ".a0️⃣ 1️⃣* b",
    ])
    func trivia(marked: String) {
        let source = MarkedPositions(marked)
        let end = source.withBytes { Lexer.triviaEnd($0, from: source["0"], end: $0.count) }
        #expect(end == source["1"])
    }

    @Test("a one-line string ends after its closing quote, or left open at its line break or the end", arguments: [
        ("\"0️⃣Get coffee\"1️⃣ rest", true),
        ("\"0️⃣a \\\" quote\"1️⃣", true),
        ("\"0️⃣a backslash \\\\\"1️⃣\"", true),
        ("\"0️⃣brackets ( [ # // /* inside\"1️⃣)", true),
        ("\"0️⃣left open1️⃣\n.todos", false),
        ("\"0️⃣left open1️⃣\r\n", false),
        ("\"0️⃣an escaped line break is none\\1️⃣\n\"", false),
        ("\"0️⃣to the end1️⃣", false),
    ])
    func quotedString(marked: String, isClosed: Bool) {
        let source = MarkedPositions(marked)
        let string = source.withBytes { Lexer.quotedStringEnd($0, from: source["0"], end: $0.count) }
        #expect(string.end == source["1"])
        #expect(string.isClosed == isClosed)
    }

    @Test("a raw string ends at a quote followed by its hashes; a backslash with them escapes", arguments: [
        ("#\"0️⃣C:\\path\"#1️⃣ rest", 1),
        ("#\"0️⃣a \"quoted\" word\"#1️⃣", 1),
        ("##\"0️⃣a \"# inside\"##1️⃣", 2),
        ("#\"0️⃣an escaped \\#\" quote\"#1️⃣", 1),
    ])
    func rawString(marked: String, hashes: Int) {
        let source = MarkedPositions(marked)
        let opened = source.withBytes { Lexer.rawStringHashes($0, at: 0, end: $0.count) }
        #expect(opened == hashes)
        let string = source.withBytes { Lexer.rawStringEnd($0, hashes: hashes, from: source["0"], end: $0.count) }
        #expect(string.end == source["1"])
        #expect(string.isClosed)
    }

    @Test("a raw string left open ends at its line break")
    func openRawString() {
        let source = MarkedPositions("#\"0️⃣not closed by a plain quote \"1️⃣\nnext")
        let string = source.withBytes { Lexer.rawStringEnd($0, hashes: 1, from: source["0"], end: $0.count) }
        #expect(string.end == source["1"])
        #expect(!string.isClosed)
    }

    @Test("a \"\"\" block ends after its closing delimiter, not at an escaped one", arguments: [
        "\"\"\"0️⃣\nGet coffee\n\"\"\"1️⃣)",
        "\"\"\"0️⃣\nquotes \" and \"\" inside\n  \"\"\"1️⃣",
        "\"\"\"0️⃣\nan escaped \\\"\"\" is text\n\"\"\"1️⃣",
    ])
    func multilineString(marked: String) {
        let source = MarkedPositions(marked)
        let end = source.withBytes { Lexer.multilineStringEnd($0, from: source["0"], end: $0.count) }
        #expect(end == source["1"])
    }

    @Test("a \"\"\" block not closed within the scan says so, for the next line to go on")
    func openMultilineString() {
        let source = MarkedPositions("\"\"\"0️⃣\nstill open\n")
        let end = source.withBytes { Lexer.multilineStringEnd($0, from: source["0"], end: $0.count) }
        #expect(end == nil)
    }

    @Test("a block comment read line by line keeps its depth between lines")
    func blockCommentDepth() {
        let source = MarkedPositions("/*0️⃣ one /* two\n three */ four */1️⃣ code")
        let lineBreak = source.bytes.firstIndex(of: ASCII.newline)!
        var depth = 1
        let firstLine = source.withBytes { Lexer.blockCommentEnd($0, from: source["0"], end: lineBreak, depth: &depth) }
        #expect(firstLine == lineBreak)
        #expect(depth == 2)
        let secondLine = source.withBytes { Lexer.blockCommentEnd($0, from: lineBreak + 1, end: $0.count, depth: &depth) }
        #expect(secondLine == source["1"])
        #expect(depth == 0)
    }

    @Test("brackets count only outside strings and comments", arguments: [
        (".todos(.cmd(.add(item: \"a ) ]\"", 3),
        (".todos( /* ) */ [ # ]", 2),
        (".todos( #\"a ) \"# ) // )", 0),
        ("[ \"\"\"", 1),
    ])
    func brackets(line: String, open: Int) {
        var scanner = BracketScanner()
        let bytes = Array(line.utf8)
        _ = scanner.scanLine(bytes, 0..<bytes.count)
        #expect(scanner.openBrackets == open)
    }

    @Test("the scanner follows a block comment and a \"\"\" block over lines")
    func openOverLines() {
        var scanner = BracketScanner()
        let lines = ["/* a /* nested", "*/ still open", "*/ .todos(.cmd(.add(item: \"\"\"", "text )", "\"\"\")))"]
        let complete = lines.map { line in
            let bytes = Array(line.utf8)
            _ = scanner.scanLine(bytes, 0..<bytes.count)
            return scanner.isComplete
        }
        #expect(complete == [false, false, false, false, true])
    }
}
