import Foundation
import KhipuDSL
import KhipuTestSupport
import Testing

/// The round-trip contract, proved over generated values: every domain's `Message` and
/// state, built from their schemas, print, read back equal and print the same bytes again.
@Suite("Round trip of every domain's values")
struct DomainRoundTripTests {
    static let valuesPerType = 10_000

    @Test(arguments: DomainUnderTest.all)
    func messagesAndStatesReadBackEqual(domain: DomainUnderTest) {
        for (type, report) in domain.check(Self.valuesPerType) {
            #expect(report.failures.isEmpty, Comment(rawValue: "\(domain.name) \(type):\n" + report.failures.joined(separator: "\n")))
            #expect(report.checked == Self.valuesPerType, "\(domain.name) \(type): only \(report.checked) values checked")
            // The fast path is taken, not only right when taken: every printed value of a type
            // whose types all have `@DSL`'s reader is read without the tree.
            if !Self.partlyThroughTheTree.contains("\(domain.name) \(type)") {
                #expect(report.printedReadWithoutTree == report.printed, "\(domain.name) \(type): \(report.printed - report.printedReadWithoutTree) of \(report.printed) printed values went through the tree")
            }
        }
    }

    /// The types some of whose printed values are read through the tree, and why: a type
    /// inside them keeps its own `init(from:)` (it repairs or refuses what it reads), or
    /// has an initializer with defaults.
    static let partlyThroughTheTree: Set<String> = [
        "ovotimer Message",  // StoredTimer: its initializer has defaults
        "chat Message", "chat AppState",  // their own Codable
        "life AppState",  // Board decodes itself
        "snake AppState",  // Game decodes itself
        "pendulums Message", "pendulums AppState",  // Pendulum and Lab refuse counts they cannot hold
    ]

    @Test("a domain of Decimal, dictionaries, sets, URLs, sized integers, raw-value enums and nested optionals")
    func everyValueTypeReadsBackEqual() {
        let report = RoundTripCheck().run(ShopMessage.self, count: Self.valuesPerType)
        #expect(report.failures.isEmpty, Comment(rawValue: report.failures.joined(separator: "\n")))
        #expect(report.checked == Self.valuesPerType)
    }

    @Test("a let with an initial value prints, reads back when it holds that value, and says so when not")
    func constantsReadBack() throws {
        let check = RoundTripCheck()
        let voucher = Voucher(code: "a", secret: 3)
        #expect(DSLPrinter.print(voucher) == #"Voucher(code: "a", secret: 3, version: 2)"#)
        #expect(try check.decode(Voucher.self, #"Voucher(code: "a", secret: 3, version: 2)"#) == voucher)
        #expect(try check.decode(Voucher.self, #"Voucher(code: "a", secret: 3)"#) == voucher)
        #expect(throws: Diagnostic.self) { try check.decode(Voucher.self, #"Voucher(code: "a", secret: 3, version: 7)"#) }
        do {
            _ = try check.decode(Voucher.self, #"Voucher(code: "a", secret: 3, version: 7)"#)
        } catch {
            #expect(error.message == "'version' is always 2 in Voucher")
        }
    }

    @Test("numbers and dates built directly, not from text, print and read back equal")
    func arbitraryNumbersAndDates() {
        var random = SeededRandom(seed: 7)
        var report = RoundTripCheck.Report()
        let check = RoundTripCheck()
        for _ in 0..<Self.valuesPerType {
            let bits = random.next()
            check.check(Double(bitPattern: bits), style: .compact, printTwice: true, into: &report)
            check.check(Float(bitPattern: UInt32(truncatingIfNeeded: bits)), style: .compact, printTwice: false, into: &report)
            // Dates from the reference date ± 30,000 years, at full Double precision.
            let interval = Double(Int64(bitPattern: bits) % 1_000_000_000_000) + Double(bits & 0xFFFF) / 65536
            check.check(Date(timeIntervalSinceReferenceDate: interval), style: .compact, printTwice: false, into: &report)
            check.check(Decimal(Int64(bitPattern: bits)) / Decimal(1 << (bits % 20)), style: .compact, printTwice: false, into: &report)
        }
        #expect(report.failures.isEmpty, Comment(rawValue: report.failures.joined(separator: "\n")))
    }
}
