import Foundation
import KhipuDSL
import Testing

/// Types conforming to `DSLConstructible` are built without `Codable`, from the same text
/// and with the same diagnostics.
@Suite("DSLConstructible fast path")
struct ConstructibleTests {
    @Test func propertiesInAnyOrderAndOptionalsLeftOut() throws {
        let text = """
            Fixture.TodoItem(title: "Tea", id: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F", state: .finished, details: "", \
            due: .unknown, created: "2024-06-16T09:00:00Z", tags: ["x"])
            """
        var expected = Fixture.TodoItem(title: "Tea")
        expected.state = .finished
        expected.tags = ["x"]
        #expect(try dslDecode(Fixture.TodoItem.self, text) == expected)
    }

    @Test func onlyConstructibleCasesAndCodableCasesMix() throws {
        // Message, Todos and CMD are constructible; ACK goes through Codable.
        #expect(try dslDecode(Fixture.Message.self, #".todos(.ack(.failed("x", code: 1)))"#) == .todos(.ack(.failed("x", code: 1))))
        #expect(try dslDecode(Fixture.Message.self, ".todos(.cmd(.clear))") == .todos(.cmd(.clear)))
    }

    @Test func diagnosticsAreTheSame() throws {
        let (diagnostic, spot) = try #require(decodingFailure(decoding: #".todos(.cmd(.rename(item: "Tea", to: 5)))"#, as: Fixture.Message.self))
        #expect(diagnostic.message == "expected String, found an integer literal '5'")
        #expect(spot == "5")
    }

    @Test(
        "an initializer called through dslInitialize builds what its make builds, or fails the same way",
        arguments: [
            #"Fixture.Money(250, currency: "EUR")"#, "Fixture.Money(euros: 2.5)", "Fixture.Money(euros: -1)",
            #"Fixture.Money("250", currency: "EUR")"#, "Fixture.Money(cents: 1, currency: 2)", "Fixture.Money(dollars: 1)",
        ]
    )
    func initializersBuildAsTheirMake(text: String) throws {
        let expression = try DSLParser.parseExpression(text)
        let fast = Result { () throws(Diagnostic) in try DSLValueDecoder().decode(Fixture.Money.self, from: expression) }
        let made = Result { () throws(Diagnostic) in
            try DSLValueDecoder(fastConstruction: false).decode(Fixture.Money.self, from: expression)
        }
        switch (fast, made) {
        case (.success(let value), .success(let expected)): #expect(value == expected)
        case (.failure(let diagnostic), .failure(let expected)): #expect(diagnostic == expected)
        default: Issue.record("\(fast) differs from \(made)")
        }
    }

    @Test func oneDecoderForManyValues() throws {
        let decoder = DSLValueDecoder()
        for index in 0..<50 {
            let expression = try DSLParser.parseExpression(#".todos(.cmd(.rename(item: "Item \#(index)", to: "Done")))"#)
            let message: Fixture.Message = try decoder.decode(Fixture.Message.self, from: expression)
            #expect(message == .todos(.cmd(.rename(item: Fixture.TodoItem(title: "Item \(index)"), to: "Done"))))
        }
    }
}
