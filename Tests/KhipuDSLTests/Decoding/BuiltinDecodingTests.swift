import Foundation
import KhipuDSL
import Testing

@Suite("Decoding builtins")
struct BuiltinDecodingTests {
    @Test func stringsBoolsAndIntegers() throws {
        #expect(try dslDecode(String.self, #""Get coffee\n""#) == "Get coffee\n")
        #expect(try dslDecode(Bool.self, "true") == true)
        #expect(try dslDecode(Bool.self, "false") == false)
        #expect(try dslDecode(Int.self, "-1_000") == -1000)
    }

    @Test func everyIntegerWidthAndFloatingPointType() throws {
        let text = """
            Fixture.Numbers(int: -9223372036854775808, int8: -128, int16: 32767, int32: -2147483648, \
            int64: 9223372036854775807, uint: 18446744073709551615, uint8: 255, uint16: 65535, \
            uint32: 4294967295, uint64: 18446744073709551615, double: 53.92681, float: 0.1, bool: true)
            """
        let numbers = try dslDecode(Fixture.Numbers.self, text)
        #expect(numbers == Fixture.Numbers(
            int: .min, int8: .min, int16: .max, int32: .min, int64: .max, uint: .max, uint8: .max, uint16: .max,
            uint32: .max, uint64: .max, double: 53.92681, float: 0.1, bool: true
        ))
    }

    @Test(arguments: [
        ("256", "UInt8"), ("-1", "UInt8"), ("128", "Int8"), ("-32769", "Int16"), ("4294967296", "UInt32"),
        ("9223372036854775808", "Int64"), ("18446744073709551616", "UInt64"),
    ])
    func integerOverflowIsADiagnosticAtTheLiteral(literal: String, typeName: String) throws {
        let result: (diagnostic: Diagnostic, spot: String)? =
            switch typeName {
            case "UInt8": decodingFailure(decoding: "[1, \(literal)]", as: [UInt8].self)
            case "Int8": decodingFailure(decoding: "[1, \(literal)]", as: [Int8].self)
            case "Int16": decodingFailure(decoding: "[1, \(literal)]", as: [Int16].self)
            case "UInt32": decodingFailure(decoding: "[1, \(literal)]", as: [UInt32].self)
            case "Int64": decodingFailure(decoding: "[1, \(literal)]", as: [Int64].self)
            default: decodingFailure(decoding: "[1, \(literal)]", as: [UInt64].self)
            }
        let (diagnostic, spot) = try #require(result)
        #expect(diagnostic.message == "integer literal '\(literal)' overflows \(typeName)")
        #expect(spot == literal)
    }

    @Test func floatingPointAcceptsIntegerLiterals() throws {
        #expect(try dslDecode(Double.self, "3") == 3.0)
        #expect(try dslDecode(Float.self, "-2") == -2.0)
        #expect(try dslDecode(Double.self, "-0.5e3") == -500)
        #expect(try dslDecode(Double.self, "1e+16") == 1e16)
    }

    @Test func floatingPointWithoutALiteral() throws {
        #expect(try dslDecode(Double.self, ".infinity") == .infinity)
        #expect(try dslDecode(Double.self, ".negativeInfinity") == -.infinity)
        #expect(try dslDecode(Double.self, ".nan").isNaN)
    }

    @Test func floatingPointOverflowIsADiagnostic() throws {
        let (diagnostic, spot) = try #require(decodingFailure(decoding: "1e999", as: Double.self))
        #expect(diagnostic.message == "floating-point literal '1e999' overflows Double")
        #expect(spot == "1e999")
    }

    @Test func anIntegerCannotBeAFloatingPointLiteral() throws {
        let (diagnostic, spot) = try #require(decodingFailure(decoding: "[1, 2.5]", as: [Int].self))
        #expect(diagnostic.message == "expected Int, found a floating-point literal '2.5'")
        #expect(spot == "2.5")
    }

    @Test func aStringWhereANumberIsExpected() throws {
        let (diagnostic, spot) = try #require(decodingFailure(decoding: #"Fixture.Coordinate(latitude: "north", longitude: 2)"#, as: Fixture.Coordinate.self))
        #expect(diagnostic.message == "expected Double, found a string literal")
        #expect(spot == #""north""#)
    }

    @Test func nilAndOptionals() throws {
        #expect(try dslDecode(Int?.self, "nil") == nil)
        #expect(try dslDecode(Int?.self, "7") == 7)
        #expect(try dslDecode([String?].self, #"["a", nil]"#) == ["a", nil])
        let (diagnostic, spot) = try #require(decodingFailure(decoding: "nil", as: String.self))
        #expect(diagnostic.message == "expected String, found 'nil'")
        #expect(spot == "nil")
    }

    @Test func arrays() throws {
        #expect(try dslDecode([Int].self, "[]") == [])
        #expect(try dslDecode([[Int]].self, "[[1, 2], [3]]") == [[1, 2], [3]])
        #expect(try dslDecode(Set<String>.self, #"["a", "b", "a"]"#) == ["a", "b"])
        let (diagnostic, spot) = try #require(decodingFailure(decoding: "5", as: [Int].self))
        #expect(diagnostic.message == "expected [Int], found an integer literal '5'")
        #expect(spot == "5")
    }

    @Test func datesFromISO8601Strings() throws {
        #expect(try dslDecode(Date.self, #""2024-06-16T09:00:00Z""#) == Fixture.june16)
        #expect(try dslDecode(Date.self, #""2024-06-16T09:00:00.123Z""#) == Fixture.june16.addingTimeInterval(0.123))
        #expect(try dslDecode(Date.self, #""2024-06-16T11:00:00+02:00""#) == Fixture.june16)
        #expect(try dslDecode(Date.self, #""2024-06-16""#) == Fixture.june16.addingTimeInterval(-9 * 3600))
        #expect(try dslDecode(Date.self, #""1969-12-31T23:59:59Z""#) == Date(timeIntervalSince1970: -1))
        #expect(try dslDecode(Date.self, #""2024-02-29T00:00:00Z""#) == Date(timeIntervalSince1970: 1_709_164_800))
        #expect(try dslDecode(Date.self, #""0001-01-01T00:00:00Z""#) == Date(timeIntervalSince1970: -62_135_596_800))
        #expect(try dslDecode(Date.self, #""9999-12-31T23:59:59Z""#) == Date(timeIntervalSince1970: 253_402_300_799))
    }

    @Test func nowIsTheContextsClock() throws {
        let context = DSLDecodingContext(now: { Fixture.june16 })
        #expect(try dslDecode(Date.self, ".now", context: context) == Fixture.june16)
    }

    @Test(arguments: [
        "2024-13-01T00:00:00Z", "2023-02-29T00:00:00Z", "2024-06-16T24:00:00Z", "16.06.2024", "2024-06-16T09:00:00Zulu", "",
        // The whole-seconds UTC form the printer writes, which has a shortcut of its own.
        "2024-00-10T00:00:00Z", "2024-06-00T00:00:00Z", "2024-04-31T00:00:00Z", "2024-06-16T09:60:00Z", "2024-06-16T09:00:60Z",
        "2024-06-1xT09:00:00Z", "2024-06-16T09:00:0/Z", "2024-06-16X09:00:00Z",
    ])
    func badDateStringsNameTheFormat(text: String) throws {
        let (diagnostic, spot) = try #require(decodingFailure(decoding: "\"\(text)\"", as: Date.self))
        #expect(diagnostic.message.hasPrefix("invalid date \"\(text)\""))
        #expect(diagnostic.message.contains("ISO-8601"))
        #expect(spot == "\"\(text)\"")
    }

    @Test func aDateIsNotANumber() throws {
        let (diagnostic, _) = try #require(decodingFailure(decoding: "740000000", as: Date.self))
        #expect(diagnostic.message == "expected Date, found an integer literal '740000000'")
    }

    @Test func uuidsFromTheirStrings() throws {
        #expect(try dslDecode(UUID.self, #""E621E1F8-C36C-495A-93FC-0C247A3E6E5F""#) == Fixture.coffeeID)
        #expect(try dslDecode(UUID.self, #""e621e1f8-c36c-495a-93fc-0c247a3e6e5f""#) == Fixture.coffeeID)
        // 36 characters, but a dash misplaced or a digit that is not hexadecimal.
        for text in ["E621E1F8C-36C-495A-93FC-0C247A3E6E5F", "E621E1F8-C36C-495A-93FC-0C247A3E6E5G", "E621E1F8-C36C-495A-93FC-0C247A3E6E-F"] {
            let (diagnostic, _) = try #require(decodingFailure(decoding: "\"\(text)\"", as: UUID.self))
            // The message shortens a long text: its start is what it shows.
            #expect(diagnostic.message.hasPrefix("invalid UUID \"\(text.prefix(20))"))
        }
        let (diagnostic, spot) = try #require(decodingFailure(decoding: #"["E621E1F8-C36C-495A-93FC-0C247A3E6E5F", "E621E1F8"]"#, as: [UUID].self))
        #expect(diagnostic.message.hasPrefix(#"invalid UUID "E621E1F8""#))
        #expect(spot == #""E621E1F8""#)
    }

    @Test func rawValueEnumsFromTheirCaseNameOrRawValue() throws {
        #expect(try dslDecode(Fixture.Color.self, ".red") == .red)
        #expect(try dslDecode(Fixture.Color.self, #""dark-blue""#) == .darkBlue)
        let (diagnostic, spot) = try #require(decodingFailure(decoding: ".purple", as: Fixture.Color.self))
        #expect(diagnostic.message == "unknown case 'purple' of Fixture.Color")
        #expect(spot == "purple")
    }

    @Test func aStringIsNotAnImplicitMember() throws {
        let (diagnostic, spot) = try #require(decodingFailure(decoding: ".red", as: String.self))
        #expect(diagnostic.message == "expected String, found '.red'")
        #expect(spot == ".red")
    }
}
