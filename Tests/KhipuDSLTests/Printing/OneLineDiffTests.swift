import KhipuDSL
import Testing

@Suite("A state diff that fits on one line")
struct OneLineDiffTests {
    struct AppState: Codable, Equatable {
        let counter: DeclarativeCounter
    }

    struct DeclarativeCounter: Codable, Equatable {
        let value: Int
    }

    @Test("keeps the closing brackets of the calls its line opened")
    func keepsBrackets() throws {
        let lines = try #require(PrintedDiff.lines(before: AppState(counter: DeclarativeCounter(value: 0)), after: AppState(counter: DeclarativeCounter(value: 1))))
        #expect(lines == [
            PrintedDiff.Line(.removed, "OneLineDiffTests.AppState(counter: OneLineDiffTests.DeclarativeCounter(value: 0))"),
            PrintedDiff.Line(.added, "OneLineDiffTests.AppState(counter: OneLineDiffTests.DeclarativeCounter(value: 1))"),
        ])
    }
}
