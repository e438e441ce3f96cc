import KhipuRemoteProtocol
import Testing

/// The line splitting both ends of `khipu attach` use, fed bytes as a socket hands them over.
@Suite struct LineSplitterTests {
    func lines(_ splitter: inout LineSplitter) throws -> [String] {
        var lines: [String] = []
        while let line = try splitter.nextLine() { lines.append(line) }
        return lines
    }

    @Test func linesEndAtANewlineWithOrWithoutACarriageReturnWhateverTheReadsAre() throws {
        var splitter = LineSplitter(maximumLength: 100)
        splitter.append(Array("one\r\ntw".utf8))
        #expect(try lines(&splitter) == ["one"])
        splitter.append(Array("o\n\nthree\r".utf8))
        #expect(try lines(&splitter) == ["two", ""])
        splitter.append(Array("\n".utf8))
        #expect(try lines(&splitter) == ["three"])
    }

    @Test func anUnfinishedLineIsNeverHandedOut() throws {
        var splitter = LineSplitter(maximumLength: 100)
        splitter.append(Array("whole\nhalf a li".utf8))
        #expect(try lines(&splitter) == ["whole"])
        #expect(try splitter.nextLine() == nil)
    }

    @Test func aLineOverTheLimitIsAnErrorBeforeItsNewlineArrives() {
        var splitter = LineSplitter(maximumLength: 8)
        splitter.append(Array("12345678".utf8))
        #expect(throws: Never.self) { try splitter.nextLine() }
        splitter.append(Array("9".utf8))
        #expect(throws: LineSplitter.LineTooLong.self) { try splitter.nextLine() }
    }

    @Test func aWholeLineOverTheLimitIsAnErrorAndOneAtItIsNot() throws {
        var splitter = LineSplitter(maximumLength: 4)
        splitter.append(Array("1234\n12345\n".utf8))
        #expect(try splitter.nextLine() == "1234")
        #expect(throws: LineSplitter.LineTooLong.self) { try splitter.nextLine() }
    }

    @Test func theLimitMayGrowBetweenLines() throws {
        var splitter = LineSplitter(maximumLength: 4)
        splitter.append(Array("shrt\nmuch longer\n".utf8))
        #expect(try splitter.nextLine() == "shrt")
        splitter.maximumLength = 100
        #expect(try splitter.nextLine() == "much longer")
    }
}
