import Foundation
import KhipuDSL
import Testing

/// Swift's own forms of values at the DSL's level: parsed, decoded and printed back.
@Suite("Swift's own forms of values")
struct SwiftFormTests {
    @DSL enum Order: Codable, Equatable {
        case order(sku: String, quantity: Int = 1, note: String? = nil)
        case gift(String, wrapped: Bool = true, to: [String] = [])
        case plain(Level)
    }

    @DSL enum Level: String, Codable, Equatable, CaseIterable {
        case low = "LO"
        case high = "HI"
        case mid
    }

    /// Declared `Codable` by a conformance elsewhere, so the macro writes no fast path:
    /// a defaulted associated value is then written in from the schema's text of it.
    @DSL enum Slow: Equatable {
        case order(sku: String, quantity: Int = 2, level: Level = .high, tags: [String] = ["a"])
    }

    @DSL struct Shift: Codable, Equatable {
        let hours: ClosedRange<Int>
        let window: Range<Double>
        let days: ClosedRange<Date>?
    }

    // MARK: Defaulted associated values

    @Test("a defaulted associated value may be left out, in any in-order subset", arguments: [
        (#".order(sku: "A")"#, Order.order(sku: "A", quantity: 1, note: nil)),
        (#".order(sku: "A", quantity: 3)"#, .order(sku: "A", quantity: 3, note: nil)),
        (#".order(sku: "A", note: "n")"#, .order(sku: "A", quantity: 1, note: "n")),
        (#".gift("x")"#, .gift("x", wrapped: true, to: [])),
        (#".gift("x", to: ["b"])"#, .gift("x", wrapped: true, to: ["b"])),
    ])
    func defaultedAssociatedValues(text: String, expected: Order) throws {
        #expect(try dslDecode(Order.self, text) == expected)
        #expect(try dslDecode(Order.self, DSLPrinter.print(expected)) == expected)
    }

    @Test("without the fast path, a left-out default is read from the schema's text of it")
    func defaultsOnTheCodablePath() throws {
        #expect(try dslDecode(Slow.self, #".order(sku: "A")"#) == .order(sku: "A", quantity: 2, level: .high, tags: ["a"]))
        #expect(try dslDecode(Slow.self, #".order(sku: "A", level: .low)"#) == .order(sku: "A", quantity: 2, level: .low, tags: ["a"]))
    }

    @Test("the schema records the default as declared, and diagnostics show it")
    func schemaShowsDefaults() throws {
        let parameters = Order.dslSchema.cases[0].parameters
        #expect(parameters.map(\.defaultValue) == [nil, "1", "nil"])
        #expect(parameters.map(\.signature) == ["sku: String", "quantity: Int = 1", "note: String? = nil"])
        let failure = decodingFailure(decoding: ".order(quantity: 2)", as: Order.self)
        #expect(failure?.diagnostic.id == .missingArgument)
        #expect(failure?.diagnostic.notes.joined().contains("quantity: Int = 1") == true)
    }

    // MARK: Type.case

    @Test("Type.case and Type.case(...) are the case, wherever a value is expected")
    func qualifiedCases() throws {
        #expect(try dslDecode(Level.self, "SwiftFormTests.Level.high") == .high)
        #expect(try dslDecode(Level.self, "Level.high") == .high)
        #expect(try dslDecode(Level?.self, "Level.mid") == .mid)
        #expect(try dslDecode([Level].self, "[Level.low, .high]") == [.low, .high])
        #expect(try dslDecode(Order.self, #"Order.order(sku: "A")"#) == .order(sku: "A"))
        #expect(try dslDecode(Order.self, ".plain(Level.low)") == .plain(.low))
        #expect(try dslDecode([Level: Int].self, "[Level.low: 1]") == [.low: 1])
        let expression = try DSLParser.parseExpression("Member.Tier.student(x: 1)")
        guard case .qualifiedMember("Member.Tier", let typeRange, let member) = expression.kind,
            case .implicitMember("student", _, let arguments?) = member.kind
        else {
            Issue.record("parsed as \(expression.kind)")
            return
        }
        #expect(typeRange == SourceRange(0, 11))
        #expect(arguments.map(\.label) == ["x"])
    }

    @Test("a case named with another type, or a case the type lacks, is an error at the spot")
    func qualifiedCaseErrors() throws {
        let other = decodingFailure(decoding: "Order.high", as: Level.self)
        #expect(other?.diagnostic.id == .typeMismatch)
        #expect(other?.spot == "Order")
        let unknown = decodingFailure(decoding: "Level.hihg", as: Level.self)
        #expect(unknown?.diagnostic.id == .unknownCase)
        #expect(unknown?.diagnostic.suggestion == "high")
        #expect(throws: Diagnostic.self) { try DSLParser.parseExpression("Level.") }
        do {
            _ = try DSLParser.parseExpression("Level")
            Issue.record("a bare type name parsed")
        } catch {
            #expect(error.notes.joined().contains("Level.caseName"))
            #expect(!error.notes.joined().contains("build a value with 'Level(...)';"))
        }
    }

    // MARK: Raw values

    @Test("a raw-value case is written by its name, quoted or not, and printed by it")
    func rawValuesByName() throws {
        for level in Level.allCases {
            let name = String(describing: level)
            #expect(DSLPrinter.print(level) == "." + name)
            #expect(try dslDecode(Level.self, "." + name) == level)
            #expect(try dslDecode(Level.self, "\"\(name)\"") == level)
        }
        let keyed: [Level: Int] = [.low: 1, .high: 2]
        #expect(DSLPrinter.print(keyed) == "[.high: 2, .low: 1]")
        #expect(try dslDecode([Level: Int].self, #"["low": 1, "high": 2]"#) == keyed)
        #expect(try dslDecode([Level: Int].self, DSLPrinter.print(keyed)) == keyed)
    }

    @Test("a raw value written for a case is refused, naming the case", arguments: [
        (#""LO""#, DiagnosticID.rawValueSpelling, "low"),
        (#""HI""#, .rawValueSpelling, "high"),
        (#""hgih""#, .unknownCase, "high"),
        ("3", .unknownCase, nil),
    ] as [(String, DiagnosticID, String?)])
    func rawValueSpellings(text: String, id: DiagnosticID, caseName: String?) throws {
        let failure = decodingFailure(decoding: text, as: Level.self)
        #expect(failure?.diagnostic.id == id)
        #expect(failure?.diagnostic.suggestion == caseName.map { "." + $0 })
        let keyed = decodingFailure(decoding: "[\(text): 1]", as: [Level: Int].self)
        #expect(keyed?.diagnostic.id == id)
    }

    // MARK: Ranges

    @Test("ranges parse, decode and print as Swift writes them", arguments: [
        "8...20", "8..<20", "-3...-1", "0x10...0x20", "1.5..<2.5", "8 ... 20",
    ])
    func rangesRoundTrip(text: String) throws {
        let expression = try DSLParser.parseExpression(text)
        guard case .range(let lower, let upper, let isClosed) = expression.kind else {
            Issue.record("parsed as \(expression.kind)")
            return
        }
        #expect(isClosed == text.contains("..."))
        #expect(lower.range.start == 0 && upper.range.end == text.utf8.count)
    }

    @Test("a ClosedRange and a Range of any Comparable bound")
    func rangeValues() throws {
        #expect(try dslDecode(ClosedRange<Int>.self, "8...20") == 8...20)
        #expect(try dslDecode(Range<Int>.self, "8..<20") == 8..<20)
        #expect(try dslDecode(ClosedRange<Double>.self, "0.5...1") == 0.5...1)
        #expect(try dslDecode(ClosedRange<Int>.self, "5...5") == 5...5)
        #expect(DSLPrinter.print(8...20) == "8...20")
        #expect(DSLPrinter.print(8..<20) == "8..<20")
        #expect(DSLPrinter.print(-1.5...2) == "-1.5...2.0")
        let start = Date(timeIntervalSince1970: 1_718_528_400)
        let shift = Shift(hours: 8...20, window: 0.5..<1.5, days: start...start.addingTimeInterval(86_400))
        let printed = DSLPrinter.print(shift)
        #expect(printed == #"SwiftFormTests.Shift(hours: 8...20, window: 0.5..<1.5, days: "2024-06-16T09:00:00Z"..."2024-06-17T09:00:00Z")"#)
        #expect(try dslDecode(Shift.self, printed) == shift)
        #expect(try dslDecode(Shift.self, "SwiftFormTests.Shift(hours: 1...2, window: 0..<1)") == Shift(hours: 1...2, window: 0..<1, days: nil))
    }

    @Test("a range written wrong says how a range is written", arguments: [
        ("[8, 20]", DiagnosticID.invalidRange),
        ("8..<20", .invalidRange),
        ("20...8", .invalidRange),
        ("8", .invalidRange),
    ])
    func rangeErrors(text: String, id: DiagnosticID) throws {
        let failure = decodingFailure(decoding: text, as: ClosedRange<Int>.self)
        #expect(failure?.diagnostic.id == id)
        #expect(failure?.diagnostic.notes.joined().contains("...") == true)
    }

    @Test("a range the parser cannot read shows the form", arguments: ["8..20", "8...", "...20", "8...20...30", "8..<"])
    func malformedRanges(text: String) throws {
        do {
            _ = try DSLParser.parseExpression(text)
            Issue.record("\(text) parsed")
        } catch {
            #expect(error.notes.contains(RangeForm.note) || error.message.contains("..."), "\(error.message) \(error.notes)")
        }
    }

    @Test("a range is no value of another type")
    func rangeWhereAnotherTypeIsExpected() throws {
        let failure = decodingFailure(decoding: "1...2", as: Int.self)
        #expect(failure?.diagnostic.id == .typeMismatch)
    }
}

extension SwiftFormTests.Slow: Codable {}
