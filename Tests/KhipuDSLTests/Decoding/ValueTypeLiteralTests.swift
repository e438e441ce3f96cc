import Foundation
import KhipuDSL
import Testing

/// Source text with the spot a diagnostic should cover marked «like this»: the text
/// without the marks, and the marked byte range.
struct MarkedSource: CustomStringConvertible, Sendable {
    let text: String
    let range: SourceRange

    init(_ marked: String) {
        let start = marked.range(of: "«")!
        let end = marked.range(of: "»")!
        let text = marked.replacingOccurrences(of: "«", with: "").replacingOccurrences(of: "»", with: "")
        self.text = text
        let startOffset = marked[..<start.lowerBound].utf8.count
        let endOffset = marked[..<end.lowerBound].utf8.count - "«".utf8.count
        range = SourceRange(startOffset, endOffset)
    }

    var description: String { text }
}

@Suite("Literals of real-world value types")
struct ValueTypeLiteralTests {
    // MARK: Decimal

    @Test(arguments: [
        ("19.99", "19.99"), ("-0.01", "-0.01"), ("500", "500"), ("2_000", "2000"), ("0.1", "0.1"),
        ("1.5e3", "1500"), ("-2.5E-2", "-0.025"), ("0xFF", "255"), ("0", "0"), ("-0.0", "0"), ("0.000", "0"),
        ("12345678901234567890.123456789", "12345678901234567890.123456789"),
    ])
    func decimalsAreExactlyTheDigitsWritten(literal: String, printed: String) throws {
        let value = try dslDecode(Decimal.self, literal)
        #expect(value == Decimal(string: printed))
        #expect(DSLPrinter.print(value) == printed)
        #expect(try dslDecode(Decimal.self, DSLPrinter.print(value)) == value)
    }

    @Test func decimalsAddUpExactly() throws {
        let postings = try dslDecode([Decimal].self, "[0.1, 0.2]")
        #expect(postings.reduce(0, +) == Decimal(string: "0.3"))
        #expect(DSLPrinter.print(postings.reduce(0, +)) == "0.3")
    }

    @Test(arguments: [
        MarkedSource(#"[«"19.99"»]"#), MarkedSource("[«123456789012345678901234567890123456789»]"),
        MarkedSource("[1, «true»]"),
    ])
    func aDecimalIsANumber(source: MarkedSource) throws {
        let failure = decodingFailure(decoding: source.text, as: [Decimal].self)
        #expect(failure?.diagnostic.range == source.range, "\(failure?.diagnostic.message ?? "")")
    }

    // MARK: Integers

    @Test func integerLiteralsInEveryRadix() throws {
        #expect(try dslDecode(UInt8.self, "0xFF") == 255)
        #expect(try dslDecode(Int.self, "0o17") == 15)
        #expect(try dslDecode(Int.self, "0b1010") == 10)
        #expect(try dslDecode(Int.self, "0b1010_1010") == 170)
        #expect(try dslDecode(Int8.self, "-0x80") == -128)
        #expect(try dslDecode(Int16.self, "-0o17") == -15)
        #expect(try dslDecode(UInt64.self, "0xFFFF_FFFF_FFFF_FFFF") == .max)
        #expect(try dslDecode(Double.self, "0x10") == 16)
    }

    @Test(arguments: [
        ("0x100", "UInt8"), ("256", "UInt8"), ("-1", "UInt8"), ("0x80", "Int8"), ("-129", "Int8"),
    ])
    func integersThatDoNotFitSaySo(literal: String, typeName: String) {
        let failure =
            typeName == "UInt8" ? decodingFailure(decoding: literal, as: UInt8.self) : decodingFailure(decoding: literal, as: Int8.self)
        #expect(failure?.diagnostic.message.contains("overflows \(typeName)") == true, "\(failure?.diagnostic.message ?? "")")
        #expect(failure?.spot == literal)
    }

    @Test func everyIntegerWidthRoundTrips() throws {
        #expect(try dslDecode(Int8.self, DSLPrinter.print(Int8.min)) == .min)
        #expect(try dslDecode(Int16.self, DSLPrinter.print(Int16.max)) == .max)
        #expect(try dslDecode(Int32.self, DSLPrinter.print(Int32.min)) == .min)
        #expect(try dslDecode(Int64.self, DSLPrinter.print(Int64.min)) == .min)
        #expect(try dslDecode(UInt.self, DSLPrinter.print(UInt.max)) == .max)
        #expect(try dslDecode(UInt16.self, DSLPrinter.print(UInt16.max)) == .max)
        #expect(try dslDecode(UInt32.self, DSLPrinter.print(UInt32.max)) == .max)
        #expect(try dslDecode(Float.self, DSLPrinter.print(Float(0.1))) == 0.1)
    }

    // MARK: Dictionaries and sets

    @Test func dictionaryLiterals() throws {
        let limits = try dslDecode([String: Int].self, #"["daily": 500, "monthly": 2_000]"#)
        #expect(limits == ["daily": 500, "monthly": 2_000])
        #expect(try dslDecode([String: Int].self, "[:]") == [:])
        #expect(try dslDecode([String: Int].self, "[ : ]") == [:])
        #expect(try dslDecode([Int: [String]].self, #"[2: ["b"], 1: [],]"#) == [1: [], 2: ["b"]])
        #expect(DSLPrinter.print(limits) == #"["daily": 500, "monthly": 2000]"#)
        #expect(DSLPrinter.print([Int: String]()) == "[:]")
        #expect(DSLPrinter.print([10: "a", 9: "b"]) == #"[10: "a", 9: "b"]"#)
    }

    @Test func dictionariesWithKeysOfAnyPrintableType() throws {
        typealias Currency = EveryValueType.Currency
        let rates = try dslDecode([Currency: Int].self, "[.usd: 2, .eur: 1]")
        #expect(rates == [.eur: 1, .usd: 2])
        #expect(DSLPrinter.print(rates) == "[.eur: 1, .usd: 2]")
        let byDay = try dslDecode([Date: Int].self, #"["2024-06-16T09:00:00Z": 1]"#)
        #expect(try dslDecode([Date: Int].self, DSLPrinter.print(byDay)) == byDay)
        let pretty = DSLPrinter.print(["a": [1, 2], "b": [3]], style: .pretty(width: 10))
        #expect(try dslDecode([String: [Int]].self, pretty) == ["a": [1, 2], "b": [3]])
    }

    @Test(arguments: [
        (MarkedSource(#"["a": 1, «"a"»: 2]"#), "twice"),
        (MarkedSource("«[]»"), "[:]"),
        (MarkedSource(#"["a": «"x"»]"#), "Int"),
        (MarkedSource("«[1, 2]»"), "dictionary"),
    ])
    func dictionaryMistakes(source: MarkedSource, mention: String) {
        let failure = decodingFailure(decoding: source.text, as: [String: Int].self)
        #expect(failure?.diagnostic.range == source.range)
        #expect(failure?.diagnostic.message.contains(mention) == true || failure?.diagnostic.notes.joined().contains(mention) == true)
    }

    @Test func setsAreArrayLiteralsPrintedSorted() throws {
        let tags = try dslDecode(Set<String>.self, #"["b", "a", "c"]"#)
        #expect(tags == ["a", "b", "c"])
        #expect(DSLPrinter.print(tags) == #"["a", "b", "c"]"#)
        #expect(DSLPrinter.print(Set([10, 9, 100])) == "[10, 100, 9]")
        #expect(try dslDecode(Set<Int>.self, DSLPrinter.print(Set([10, 9, 100]))) == [9, 10, 100])
    }

    // MARK: URL, Character, raw-value enums, nested optionals

    @Test func urlsAndCharactersAreStrings() throws {
        let url = try dslDecode(URL.self, #""https://example.com/a?b=c""#)
        #expect(url == URL(string: "https://example.com/a?b=c"))
        #expect(DSLPrinter.print(url) == #""https://example.com/a?b=c""#)
        #expect(try dslDecode(Character.self, #""é""#) == "é")
        #expect(DSLPrinter.print(Character("\n")) == #""\n""#)
        let failure = decodingFailure(decoding: #""ab""#, as: Character.self)
        #expect(failure?.spot == #""ab""#)
    }

    @Test func rawValueEnumsAreWrittenAndPrintedByCaseName() throws {
        typealias Currency = EveryValueType.Currency
        typealias Priority = EveryValueType.Priority
        for currency in Currency.allCases {
            let text = DSLPrinter.print(currency)
            #expect(text == "." + String(describing: currency))
            #expect(try dslDecode(Currency.self, text) == currency)
        }
        for priority in Priority.allCases {
            #expect(try dslDecode(Priority.self, DSLPrinter.print(priority)) == priority)
        }
        #expect(DSLPrinter.print(Priority.high) == ".high")
        // The case's name may be quoted (a dictionary key); its raw value is refused, naming it.
        #expect(try dslDecode(Currency.self, #""eur""#) == .eur)
        #expect(decodingFailure(decoding: #""EUR""#, as: Currency.self)?.diagnostic.id == .rawValueSpelling)
        let failure = decodingFailure(decoding: ".gbp", as: Currency.self)
        #expect(failure?.spot == "gbp")
    }

    @Test func nestedOptionalsKeepTheirLevels() throws {
        let values: [Int??] = [nil, .some(nil), .some(.some(7))]
        for value in values {
            let text = DSLPrinter.print(value)
            #expect(try dslDecode(Int??.self, text) == value, "\(text)")
        }
        #expect(DSLPrinter.print(Int??.some(nil)) == ".some(nil)")
        #expect(try dslDecode(Int??.self, ".some(.some(7))") == .some(.some(7)))
    }

    // MARK: Types with their own Codable

    @Test func aTypeWithItsOwnCodableReadsItsOwnForm() throws {
        let iban = try dslDecode(EveryValueType.IBAN.self, #""DE89370400440532013000""#)
        #expect(DSLPrinter.print(iban) == #""DE89370400440532013000""#)
        let posting = try dslDecode(EveryValueType.Posting.self, #"EveryValueType.Posting(to: "Cash", sum: 1.5)"#)
        #expect(posting == EveryValueType.Posting(account: "Cash", amount: 1.5))
        #expect(try dslDecode(EveryValueType.Posting.self, #"EveryValueType.Posting(account: "Cash", amount: 1.5)"#) == posting)
    }

    @Test(arguments: [
        MarkedSource(#"EveryValueType.IBAN(«"de89"»)"#),
        MarkedSource(#"«"XX"»"#),
    ])
    func anErrorItsInitThrowsIsADiagnosticAtTheValue(source: MarkedSource) {
        let text = source.text.hasPrefix("Every") ? String(source.text.dropFirst(#"EveryValueType.IBAN("#.count).dropLast()) : source.text
        let shifted = MarkedSource(source.text.hasPrefix("Every") ? "«\(text)»" : #"«"XX"»"#)
        let failure = decodingFailure(decoding: shifted.text, as: EveryValueType.IBAN.self)
        #expect(failure?.diagnostic.range == shifted.range)
        #expect(failure?.diagnostic.message.contains("an IBAN starts with a country code") == true, "\(failure?.diagnostic.message ?? "")")
    }

    @Test func anErrorInsideALargerValuePointsAtTheOffendingPart() throws {
        var text = DSLPrinter.print(EveryValueType.sample)
        text = text.replacingOccurrences(of: #"iban: "DE89370400440532013000""#, with: #"iban: «"nope"»"#)
        let source = MarkedSource(text)
        let failure = decodingFailure(decoding: source.text, as: EveryValueType.self)
        #expect(failure?.diagnostic.range == source.range)
        #expect(failure?.diagnostic.message.contains("an IBAN starts with a country code") == true)
    }
}

/// `Character` is not `Codable` in the standard library; a domain that makes it so gets
/// it written as a one-character string.
extension Character: @retroactive Codable {
    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard text.count == 1, let character = text.first else {
            throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "not one character"))
        }
        self = character
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(String(self))
    }
}

@Suite("Dictionary literals where no type is expected")
struct UntypedDictionaryTests {
    @Test func keysAndValuesAreTypedLikeArrayElements() throws {
        let decoder = DSLValueDecoder()
        let limits = try decoder.decodeWithoutExpectedType(from: DSLParser.parseExpression(#"["daily": 500, "monthly": 2.5]"#))
        #expect(limits as? [String: Double] == ["daily": 500, "monthly": 2.5])
        let byNumber = try decoder.decodeWithoutExpectedType(from: DSLParser.parseExpression(#"[1: "a"]"#))
        #expect(byNumber as? [Int: String] == [1: "a"])
        #expect(throws: Diagnostic.self) { try decoder.decodeWithoutExpectedType(from: DSLParser.parseExpression("[:]")) }
    }
}
