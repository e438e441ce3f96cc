import Foundation
import KhipuDSL
import Testing

/// `let x = <expression>`: decoding where nothing says which type to build.
@Suite("Decoding without an expected type")
struct UntypedDecodingTests {
    let decoder = DSLValueDecoder(
        context: DSLDecodingContext(
            resolver: DictionaryResolver(values: ["coffee": Fixture.TodoItem(title: "Get coffee")]),
            types: [Fixture.TodoItem.self, Fixture.Coordinate.self, Fixture.Money.self]
        )
    )

    func value(_ text: String) throws -> Any {
        try decoder.decodeWithoutExpectedType(from: DSLParser.parseExpression(text))
    }

    func diagnostic(_ text: String) throws -> (Diagnostic, String) {
        do {
            let value = try value(text)
            Issue.record("'\(text)' gave \(value)")
            return (Diagnostic("", at: SourceRange(0, 0), id: .other), "")
        } catch let diagnostic as Diagnostic {
            return (diagnostic, text.spot(diagnostic.range))
        }
    }

    @Test func literals() throws {
        #expect(try value(#""tea""#) as? String == "tea")
        #expect(try value("42") as? Int == 42)
        #expect(try value("4.5") as? Double == 4.5)
        #expect(try value("true") as? Bool == true)
    }

    @Test func arraysTakeTheirElementsType() throws {
        #expect(try value("[1, 2]") as? [Int] == [1, 2])
        #expect(try value("[1, 2.5]") as? [Double] == [1, 2.5])
        #expect(try value(#"["a"]"#) as? [String] == ["a"])
        #expect(try value("[Fixture.Money(euros: 1), Fixture.Money(euros: 2)]") as? [Fixture.Money]
            == [Fixture.Money(cents: 100, currency: "EUR"), Fixture.Money(cents: 200, currency: "EUR")])
        #expect(try value("[coffee]") as? [Fixture.TodoItem] == [Fixture.TodoItem(title: "Get coffee")])
    }

    @Test func constructorsOfTheContextsTypes() throws {
        #expect(try value(#"Fixture.TodoItem(title: "Tea")"#) as? Fixture.TodoItem == Fixture.TodoItem(title: "Tea"))
        #expect(try value("Coordinate(latitude: 1, longitude: 2)") as? Fixture.Coordinate == Fixture.Coordinate(latitude: 1, longitude: 2))
    }

    @Test func namesThroughTheResolver() throws {
        #expect(try value("coffee") as? Fixture.TodoItem == Fixture.TodoItem(title: "Get coffee"))
    }

    @Test func unknownTypeSuggestsAKnownOne() throws {
        let (diagnostic, spot) = try diagnostic(#"Fixture.TodoItm(title: "Tea")"#)
        #expect(diagnostic.message == "unknown type 'Fixture.TodoItm'")
        #expect(diagnostic.suggestion == "Fixture.TodoItem")
        #expect(diagnostic.notes == ["types that can be built here: Fixture.Coordinate, Fixture.Money, Fixture.TodoItem"])
        #expect(spot == "Fixture.TodoItm")
    }

    @Test(arguments: [
        ("nil", "cannot tell the type of 'nil'", "nil"),
        ("[]", "cannot tell the type of an empty array", "[]"),
        (".clear", "cannot tell the type of '.clear'", ".clear"),
        (#"[1, "a"]"#, "expected Int like the elements before, found a string literal", #""a""#),
    ])
    func whatHasNoTypeOfItsOwn(text: String, message: String, spot: String) throws {
        let (diagnostic, found) = try diagnostic(text)
        #expect(diagnostic.message == message)
        #expect(found == spot)
    }

    @Test func dynamicDecodingOfATypeKnownAtRunTime() throws {
        let type: any Decodable.Type = Fixture.Message.self
        let value = try decoder.decode(type, from: DSLParser.parseExpression(".todos(.cmd(.clear))"))
        #expect(value as? Fixture.Message == .todos(.cmd(.clear)))
    }
}
