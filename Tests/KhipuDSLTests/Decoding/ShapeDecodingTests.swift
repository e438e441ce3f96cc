import Foundation
import KhipuDSL
import Testing

@Suite("Decoding enums and structs through Codable")
struct ShapeDecodingTests {
    let coffee = Fixture.TodoItem(title: "Get coffee")

    @Test func nestedEnumCasesWithLabelledPayloads() throws {
        let message = try dslDecode(Fixture.Message.self, #".todos(.cmd(.add(item: "Get coffee")))"#)
        #expect(message == .todos(.cmd(.add(item: coffee))))
    }

    @Test func aCaseWithoutPayload() throws {
        #expect(try dslDecode(Fixture.Message.Todos.CMD.self, ".clear") == .clear)
        #expect(try dslDecode(Fixture.Message.Todos.CMD.self, ".clear()") == .clear)
    }

    @Test func unlabelledPayloadsByPosition() throws {
        let due = try dslDecode(Fixture.Due.self, #".duration(.from("2024-06-16T09:00:00Z"), for: 3, .days)"#)
        #expect(due == .duration(.from(Fixture.june16), for: 3, .days))
    }

    @Test func anOptionalPayloadMayBeLeftOut() throws {
        #expect(try dslDecode(Fixture.Message.Todos.ACK.self, #".failed("disk full")"#) == .failed("disk full", code: nil))
        #expect(try dslDecode(Fixture.Message.Todos.ACK.self, #".failed("disk full", code: nil)"#) == .failed("disk full", code: nil))
        #expect(try dslDecode(Fixture.Message.Todos.ACK.self, #".failed("disk full", code: 28)"#) == .failed("disk full", code: 28))
    }

    @Test func aStructFromItsProperties() throws {
        let text = """
            Fixture.TodoItem(id: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F", title: "Get coffee", details: "", \
            state: .finished, due: .date("2024-06-16T09:00:00Z"), tags: ["morning"], created: "2024-06-16T09:00:00Z")
            """
        var expected = coffee
        expected.state = .finished
        expected.due = .date(Fixture.june16)
        expected.tags = ["morning"]
        #expect(try dslDecode(Fixture.TodoItem.self, text) == expected)
    }

    @Test func typesWithoutSchemaDecodeThroughCodableAlone() throws {
        #expect(try dslDecode(Fixture.Coordinate.self, "Fixture.Coordinate(latitude: 53.92681, longitude: 10)") == Fixture.Coordinate(latitude: 53.92681, longitude: 10))
        #expect(try dslDecode(Fixture.Location.self, ".coordinate(Coordinate(latitude: 1, longitude: 2, altitude: 3))")
            == .coordinate(Fixture.Coordinate(latitude: 1, longitude: 2, altitude: 3)))
        #expect(try dslDecode(Fixture.Location.self, #".address(street: "Main St 1")"#) == .address(street: "Main St 1", zip: nil))
        #expect(try dslDecode(Fixture.Location.self, #".steps(["left", "right"])"#) == .steps(["left", "right"]))
        #expect(try dslDecode(Fixture.Location.self, ".unknown") == .unknown)
    }

    @Test func handBuiltTreesDecodeLikeParsedOnes() throws {
        // `.todos(.cmd(.clear))`, built without the parser.
        let clear = DSLExpression(.implicitMember(name: "clear", nameRange: SourceRange(13, 18), arguments: nil), range: SourceRange(12, 18))
        let cmd = DSLExpression(
            .implicitMember(name: "cmd", nameRange: SourceRange(8, 11), arguments: [Argument(label: nil, labelRange: nil, value: clear)]),
            range: SourceRange(7, 19)
        )
        let todos = DSLExpression(
            .implicitMember(name: "todos", nameRange: SourceRange(1, 6), arguments: [Argument(label: nil, labelRange: nil, value: cmd)]),
            range: SourceRange(0, 20)
        )
        let message = try DSLValueDecoder().decode(Fixture.Message.self, from: todos)
        #expect(message == .todos(.cmd(.clear)))
    }

    // MARK: Failures of types without a schema

    @Test func unknownCaseOfAnEnumWithoutSchema() throws {
        let (diagnostic, spot) = try #require(decodingFailure(decoding: ".coordinat(Fixture.Coordinate(latitude: 1, longitude: 2))", as: Fixture.Location.self))
        #expect(diagnostic.message == "unknown case 'coordinat' of Fixture.Location")
        #expect(spot == "coordinat")
    }

    @Test func missingArgumentOfAStructWithoutSchema() throws {
        let (diagnostic, spot) = try #require(decodingFailure(decoding: "Fixture.Coordinate(latitude: 1)", as: Fixture.Coordinate.self))
        #expect(diagnostic.message == "missing argument 'longitude: Double'")
        #expect(spot == "Fixture.Coordinate(latitude: 1)")
    }

    @Test func misspelledLabelOfAStructWithoutSchema() throws {
        let (diagnostic, spot) = try #require(decodingFailure(decoding: "Fixture.Coordinate(latitude: 1, longitud: 2)", as: Fixture.Coordinate.self))
        #expect(diagnostic.message == "expected label 'longitude:', found 'longitud:'")
        #expect(diagnostic.suggestion == "longitude")
        #expect(spot == "longitud")
    }

    @Test func extraArgumentOfAStructWithoutSchema() throws {
        let (diagnostic, spot) = try #require(decodingFailure(decoding: "Fixture.Coordinate(latitude: 1, longitude: 2, heading: 90)", as: Fixture.Coordinate.self))
        #expect(diagnostic.message == "extra argument 'heading:' in Fixture.Coordinate(...)")
        #expect(spot == "heading: 90")
    }

    @Test func extraArgumentOfACaseWithoutSchema() throws {
        let (diagnostic, spot) = try #require(decodingFailure(decoding: ".unknown(1)", as: Fixture.Location.self))
        #expect(diagnostic.message == "extra argument in .unknown(...)")
        #expect(spot == "1")
    }

    @Test func anImplicitMemberWhereAStructIsExpected() throws {
        let (diagnostic, spot) = try #require(decodingFailure(decoding: ".coordinate(.north)", as: Fixture.Location.self))
        #expect(diagnostic.message == "expected a value of type Fixture.Coordinate, found '.north'")
        #expect(spot == ".north")
    }

    @Test func aConstructorOfAnotherType() throws {
        let (diagnostic, spot) = try #require(decodingFailure(decoding: ".coordinate(Fixture.Money(cents: 1))", as: Fixture.Location.self))
        #expect(diagnostic.message == "expected a value of type Fixture.Coordinate, found 'Fixture.Money(...)'")
        #expect(spot == "Fixture.Money")
    }

    @Test func aLiteralWhereAStructIsExpected() throws {
        let (diagnostic, spot) = try #require(decodingFailure(decoding: #".coordinate("53.9, 10.1")"#, as: Fixture.Location.self))
        #expect(diagnostic.message == "expected a value of type Fixture.Coordinate, found a string literal")
        #expect(spot == #""53.9, 10.1""#)
    }

    @Test func nestingBeyondTheLimitIsADiagnostic() throws {
        // Hand-built: deeper than the parser allows, but the decoder must not overflow the stack either.
        var node = DSLExpression(.array([]), range: SourceRange(0, 2))
        for _ in 0..<1_000 { node = DSLExpression(.array([node]), range: SourceRange(0, 2)) }
        #expect(throws: Diagnostic.self) { try DSLValueDecoder().decode(Nested.self, from: node) }
    }

    /// An array of itself, as deep as the input.
    struct Nested: Codable {
        var children: [Nested]
        init(from decoder: any Decoder) throws { children = try [Nested](from: decoder) }
        func encode(to encoder: any Encoder) throws { try children.encode(to: encoder) }
    }
}
