import Foundation
import KhipuDSL
import Testing

@Suite("Printing values")
struct PrinterTests {
    let coffee = Fixture.TodoItem(title: "Get coffee")
    let coffeeText = #"Fixture.TodoItem(id: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F", title: "Get coffee", details: "", state: .unfinished, due: .unknown, tags: [], created: "2024-06-16T09:00:00Z")"#

    @Test func enumCasesAndStructs() {
        #expect(DSLPrinter.print(Fixture.Message.todos(.cmd(.add(item: coffee)))) == ".todos(.cmd(.add(item: \(coffeeText))))")
        #expect(DSLPrinter.print(Fixture.Message.Todos.CMD.clear) == ".clear")
    }

    @Test func unlabelledPayloadsHaveNoLabel() {
        let due = Fixture.Due.duration(.from(Fixture.june16), for: 3, .days)
        #expect(DSLPrinter.print(due) == #".duration(.from("2024-06-16T09:00:00Z"), for: 3, .days)"#)
        #expect(DSLPrinter.print(Fixture.Message.Todos.ACK.failed("disk full", code: 28)) == #".failed("disk full", code: 28)"#)
    }

    /// A `@DSL` enum's case writes its absent optional `nil`, as Swift does; a struct's
    /// property and an enum without a schema leave it out, as `encodeIfPresent` does.
    @Test func absentOptionalsOfACaseAreNil() {
        #expect(DSLPrinter.print(Fixture.Message.Todos.ACK.failed("disk full", code: nil)) == #".failed("disk full", code: nil)"#)
        #expect(DSLPrinter.print(Fixture.Coordinate(latitude: 53.92681, longitude: 10)) == "Fixture.Coordinate(latitude: 53.92681, longitude: 10.0)")
        #expect(DSLPrinter.print(Fixture.Location.address(street: "Main St 1", zip: nil)) == #".address(street: "Main St 1")"#)
    }

    @Test func nilInsideArraysAndAtTheTop() {
        #expect(DSLPrinter.print([1, nil, 3] as [Int?]) == "[1, nil, 3]")
        #expect(DSLPrinter.print(Int?.none) == "nil")
        #expect(DSLPrinter.print([String]()) == "[]")
    }

    @Test func builtins() {
        #expect(DSLPrinter.print("a \"quoted\" \\ line\n\u{1B}[0m") == #""a \"quoted\" \\ line\n\u{1B}[0m""#)
        #expect(DSLPrinter.print(true) == "true")
        #expect(DSLPrinter.print(-42) == "-42")
        #expect(DSLPrinter.print(UInt64.max) == "18446744073709551615")
        #expect(DSLPrinter.print(1.0) == "1.0")
        #expect(DSLPrinter.print(0.1 as Float) == "0.1")
        #expect(DSLPrinter.print(Double.infinity) == ".infinity")
        #expect(DSLPrinter.print(-Double.infinity) == ".negativeInfinity")
        #expect(DSLPrinter.print(Double.nan) == ".nan")
        #expect(DSLPrinter.print(Fixture.coffeeID) == #""E621E1F8-C36C-495A-93FC-0C247A3E6E5F""#)
    }

    @Test func datesWithMillisecondsOnlyWhenNeeded() {
        #expect(DSLPrinter.print(Fixture.june16) == #""2024-06-16T09:00:00Z""#)
        #expect(DSLPrinter.print(Fixture.june16.addingTimeInterval(0.5)) == #""2024-06-16T09:00:00.500Z""#)
        #expect(DSLPrinter.print(Fixture.june16.addingTimeInterval(0.123)) == #""2024-06-16T09:00:00.123Z""#)
        #expect(DSLPrinter.print(Date(timeIntervalSince1970: -1)) == #""1969-12-31T23:59:59Z""#)
        #expect(DSLPrinter.print(Date(timeIntervalSinceReferenceDate: 0.000_001)) == #""2001-01-01T00:00:00.000001Z""#)
    }

    @Test func rawValueEnumsByCaseNameWhenTheRawValueIsTheName() {
        #expect(DSLPrinter.print(Fixture.Color.green) == ".green")
        #expect(DSLPrinter.print(Fixture.Color.darkBlue) == #""dark-blue""#)
    }

    @Test func prettyBreaksWhatDoesNotFit() {
        let message = Fixture.Message.todos(.cmd(.rename(item: coffee, to: "Get tea")))
        let expected = """
            .todos(.cmd(.rename(
                item: Fixture.TodoItem(
                    id: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F",
                    title: "Get coffee",
                    details: "",
                    state: .unfinished,
                    due: .unknown,
                    tags: [],
                    created: "2024-06-16T09:00:00Z"
                ),
                to: "Get tea"
            )))
            """
        #expect(DSLPrinter.print(message, style: .pretty(width: 80)) == expected)
    }

    @Test func prettyKeepsWhatFitsOnOneLine() {
        let due = Fixture.Due.duration(.from(Fixture.june16), for: 3, .days)
        #expect(DSLPrinter.print(due, style: .pretty()) == DSLPrinter.print(due))
    }

    @Test func prettyBreaksLongArrays() {
        let words = ["alpha", "bravo", "charlie", "delta", "echo", "foxtrot"]
        let expected = """
            [
                "alpha",
                "bravo",
                "charlie",
                "delta",
                "echo",
                "foxtrot"
            ]
            """
        #expect(DSLPrinter.print(words, style: .pretty(width: 30)) == expected)
    }
}
