import Foundation
import KhipuDSL
import Testing

@Suite("Constructors and schema initializers")
struct ConstructorTests {
    @Test func anInitializerOfTheSchemaBuildsTheValue() throws {
        #expect(try dslDecode(Fixture.TodoItem.self, #"Fixture.TodoItem(title: "Get coffee")"#) == Fixture.TodoItem(title: "Get coffee"))
    }

    @Test func theInnermostTypeNameIsEnough() throws {
        #expect(try dslDecode(Fixture.TodoItem.self, #"TodoItem(title: "Get coffee")"#) == Fixture.TodoItem(title: "Get coffee"))
    }

    @Test func anInitializerWithAnUnlabelledParameter() throws {
        #expect(try dslDecode(Fixture.Money.self, #"Fixture.Money(250, currency: "EUR")"#) == Fixture.Money(cents: 250, currency: "EUR"))
        #expect(try dslDecode(Fixture.Money.self, "Fixture.Money(euros: 2.5)") == Fixture.Money(cents: 250, currency: "EUR"))
    }

    @Test func withoutAMatchingInitializerTheMemberwiseFormApplies() throws {
        #expect(try dslDecode(Fixture.Money.self, #"Fixture.Money(cents: 3, currency: "USD")"#) == Fixture.Money(cents: 3, currency: "USD"))
    }

    @Test func aStringLiteralBuildsATypeWithAStringInitializer() throws {
        #expect(try dslDecode(Fixture.TodoItem.self, #""Get coffee""#) == Fixture.TodoItem(title: "Get coffee"))
        #expect(try dslDecode([Fixture.TodoItem].self, #"["Tea", "Milk"]"#) == [Fixture.TodoItem(title: "Tea"), Fixture.TodoItem(title: "Milk")])
        #expect(try dslDecode(Fixture.TodoItem?.self, #""Tea""#) == Fixture.TodoItem(title: "Tea"))
    }

    @Test func argumentDiagnosticsKeepTheirRanges() throws {
        let (diagnostic, spot) = try #require(decodingFailure(decoding: #"Fixture.Money("250", currency: "EUR")"#, as: Fixture.Money.self))
        #expect(diagnostic.message == "expected Int, found a string literal")
        #expect(spot == #""250""#)
    }

    @Test func anErrorTheInitializerThrowsIsADiagnosticAtTheCall() throws {
        let (diagnostic, spot) = try #require(decodingFailure(decoding: "Fixture.Money(euros: -1)", as: Fixture.Money.self))
        #expect(diagnostic.message == "Fixture.Money(euros: Double) failed: an amount cannot be negative")
        #expect(spot == "Fixture.Money(euros: -1)")
    }

    @Test func aStringWhereNoStringInitializerExists() throws {
        let (diagnostic, spot) = try #require(decodingFailure(decoding: #""2.50 EUR""#, as: Fixture.Money.self))
        #expect(diagnostic.message == "expected a value of type Fixture.Money, found a string literal")
        #expect(spot == #""2.50 EUR""#)
    }
}
