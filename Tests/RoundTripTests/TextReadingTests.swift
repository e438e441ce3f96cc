import Foundation
import KhipuDSL
import KhipuTestSupport
import Testing
import Todos

/// `DSLValueDecoder.decode(_:fromText:)` reads a `@DSL` value written in the printer's
/// shape without the syntax tree (`DSLReadable`), and any other text through the tree:
/// either way it gives what parsing and decoding the tree gives, value or diagnostic.
/// (`RoundTripCheck` compares both ways on every text the round-trip suites generate and
/// print; these are the forms a printer never writes, and which route each text takes.)
@Suite("Decoding straight from the text")
struct TextReadingTests {
    static let todos = [
        #".todos(.cmd(.remove))"#,
        #".todos( .cmd( .remove ) )"#,
        #".todos(.cmd(.remove)) // a comment"#,
        #".todos(.cmd(.remove)).x"#,
        #".todos(.cmd(.add(item: x)))"#,
        #"Message.todos(.cmd(.remove))"#,
        #".todos(.cmd(.add))"#,
        #".todos(.cmd(.add(item: TodoItem(title: "a"), item: TodoItem(title: "b"))))"#,
        #".todos(.cmd(.add(TodoItem(title: "a"))))"#,
        #".todos(.cmd(.nope))"#,
        #".todos(.cmd(.remove)"#,
        #".todos (.cmd(.remove))"#,
        #".todos(.cmd(.add(item: TodoItem(id: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F", title: "a", details: "", state: .finished, due: .unknown, location: .unknown, created: "2024-06-16T09:00:00Z", changed: "2024-06-16T09:00:00.5Z"))))"#,
        #".todos(.cmd(.add(item: TodoItem(id: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F", title: "a\u{1F600}\n", details: """, state: .finished, due: .unknown, location: .unknown, created: "2024-06-16", changed: "2024-06-16T09:00:00Z"))))"#,
        #".todos(.cmd(.add(item: TodoItem(id: "nope", title: "a", details: "", state: .finished, due: .unknown, location: .unknown, created: "2024-06-16T09:00:00Z", changed: "2024-06-16T09:00:00Z"))))"#,
        #".todos(.cmd(.add(item: TodoItem(title: "a", id: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F", details: "", state: .finished, due: .unknown, location: .unknown, created: "2024-06-16T09:00:00Z", changed: "2024-06-16T09:00:00Z"))))"#,
        #".todos(.ack(.added(item: TodoItem(id: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F", title: "a", details: "", state: .unfinished, due: .timeSpan(.duration(.from("2024-06-16T09:00:00Z"), for: 0x10, .days)), location: .coordinate(Coordinate(latitude: 1_000.5, longitude: -2e3)), created: "2024-06-16T09:00:00Z", changed: "2024-06-16T09:00:00Z"))))"#,
        #".todos(.ack(.added(item: TodoItem(id: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F", title: "a", details: "", state: .unfinished, due: .timeSpan(.duration(.from("2024-06-16T09:00:00Z"), for: 99999999999999999999, .days)), location: .coordinate(Coordinate(latitude: 1e999, longitude: .infinity)), created: "2024-06-16T09:00:00Z", changed: "2024-06-16T09:00:00Z"))))"#,
        #".todos(.ack(.added(item: TodoItem(id: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F", title: "a", details: "", state: .unfinished, due: .unknown, location: .directions(Directions(steps: ["left", .step("right"), ])), created: "2024-06-16T09:00:00Z", changed: "2024-06-16T09:00:00Z"))))"#,
    ]

    static let shop = [
        #".order(sku: "tea")"#,
        #".order(sku: "tea", in: .eur)"#,
        #".order(sku: "tea", gift: true, quantity: 2)"#,
        #".order(sku: "tea", quantity: 2, gift: true, in: .usd)"#,
        #".order(quantity: 2, sku: "tea")"#,
        #".note"#,
        #".note(nil)"#,
        #".note(.none)"#,
        #".note(.some(nil))"#,
        #".note("x")"#,
        #".link(nil)"#,
        #".stock(1, 2, 3)"#,
        #".stock(300, 2, 3)"#,
        #".stock(-0, -9223372036854775808, 3.5e-2)"#,
        #".stock(1, 9223372036854775808, 3)"#,
        #".hours(1...2, breaks: nil, days: [])"#,
        #".tag(["a"], in: "EUR")"#,
        #".voucher(Voucher(code: "a", secret: 3, version: 2))"#,
        #".voucher(Voucher(code: "a", secret: 3))"#,
        #".voucher(Voucher(code: "a", secret: 3, version: 7))"#,
        #".cart(Cart(lines: [CartLine(sku: "a", price: 1.5, quantity: 2)], limits: [:], counts: [:], home: "https://x.org"))"#,
    ]

    static let labels = [
        #"Label(name: "ABC")"#,
        #"Label(name: "ABC", color: nil)"#,
        #"Label(name: "ABC", color: "red")"#,
        #"Badge(text: "ABC")"#,
        #"Badge(text: "ABC", note: "n")"#,
        #"Badge(note: "n", text: "ABC")"#,
        #"Draft(title: "a")"#,
        #"Draft(title: "a", note: "n")"#,
        #"Span(length: 2)"#,
        #"Span(start: 1, length: 2)"#,
        #"Span(start: nil, length: 2)"#,
    ]

    @Test(arguments: todos)
    func todosTextsReadAsTheTreeReadsThem(text: String) {
        let check = RoundTripCheck()
        #expect(check.textReadingDiffers(Message.self, text).difference == nil)
    }

    @Test(arguments: shop)
    func shopTextsReadAsTheTreeReadsThem(text: String) {
        let check = RoundTripCheck()
        #expect(check.textReadingDiffers(ShopMessage.self, text).difference == nil)
    }

    @Test(arguments: labels)
    func structTextsReadAsTheTreeReadsThem(text: String) {
        let check = RoundTripCheck()
        #expect(check.textReadingDiffers(Label.self, text).difference == nil)
        #expect(check.textReadingDiffers(Badge.self, text).difference == nil)
        #expect(check.textReadingDiffers(Draft.self, text).difference == nil)
        #expect(check.textReadingDiffers(Span.self, text).difference == nil)
    }

    /// Every Todos message the generator makes, printed compact or pretty, is read without
    /// the tree: the fast path covers the whole domain, not only the benchmark's shapes.
    @Test func everyPrintedTodosMessageIsReadWithoutTheTree() {
        let report = RoundTripCheck().run(Message.self, count: 2_000)
        #expect(report.failures.isEmpty, Comment(rawValue: report.failures.joined(separator: "\n")))
        #expect(report.printed > 2_000)
        #expect(report.printedReadWithoutTree == report.printed, Comment(rawValue: report.printedThroughTree.joined(separator: "\n")))
    }

    @Test func spacingCommentsAndEscapesChooseTheRouteNotTheValue() throws {
        let item = TodoItem(title: "Get \"coffee\"\n").alter(.details(to: "oat \u{1F600}"), .location(to: .coordinate(Coordinate(latitude: 1.5, longitude: -2))))
        let message = Message.todos(.cmd(.add(item: item)))
        let decoder = DSLValueDecoder()
        let compact = DSLPrinter.print(message)
        let pretty = DSLPrinter.print(message, style: .pretty(width: 30))
        #expect(pretty.contains("\n"))
        for text in [compact, pretty, "  " + compact + "\n"] {
            #expect(decoder.readWithoutTree(Message.self, fromText: text) == message)
        }
        let commented = compact + " // the first item"
        #expect(decoder.readWithoutTree(Message.self, fromText: commented) == nil)
        #expect(try decoder.decode(Message.self, fromText: commented) == message)
    }

    @Test func anInitializerThatChangesWhatItStoresIsStillCalled() throws {
        let decoder = DSLValueDecoder()
        #expect(decoder.readWithoutTree(Badge.self, fromText: #"Badge(text: "ABC", note: "n")"#) == nil)
        #expect(try decoder.decode(Badge.self, fromText: #"Badge(text: "ABC", note: "n")"#).text == "abc")
        #expect(decoder.readWithoutTree(Label.self, fromText: #"Label(name: "ABC")"#)?.name == "ABC")
        #expect(decoder.readWithoutTree(Draft.self, fromText: #"Draft(title: "a")"#) == nil)
        #expect(try decoder.decode(Draft.self, fromText: #"Draft(title: "a")"#).title == "A")
        #expect(decoder.readWithoutTree(Span.self, fromText: #"Span(length: 2)"#) == Span(start: nil, length: 2))
    }

    @Test func textThatIsNotAValueGetsTheTreesDiagnostic() {
        let decoder = DSLValueDecoder()
        let text = #".todos(.cmd(.add(item: TodoItem(title: 1))))"#
        let fromText = Result { () throws(Diagnostic) -> Message in try decoder.decode(Message.self, fromText: text) }
        let throughTree = Result { () throws(Diagnostic) -> Message in try decoder.decode(Message.self, from: try DSLParser.parseExpression(text)) }
        guard case .failure(let diagnostic) = fromText, case .failure(let expected) = throughTree else {
            Issue.record("expected both to fail")
            return
        }
        #expect(diagnostic.message == expected.message)
        #expect(diagnostic.range == expected.range)
    }
}

/// Read without the tree: Swift's memberwise initializer, with an optional left out.
@DSL
struct Label: Codable, Equatable, DSLConstructible {
    let name: String
    var color: String?
}

/// Read through the tree: the initializer a text calls lowercases, so only calling it
/// gives the value, though `dslConstruct` has the private one that only stores.
@DSL
struct Badge: Codable, Equatable, DSLConstructible {
    let text: String
    let note: String

    init(text: String, note: String) {
        self.text = text.lowercased()
        self.note = note
    }

    private init(_ text: String, _ note: String) {
        self.text = text
        self.note = note
    }
}

/// Read through the tree: a text without the note calls `init(title:)`, which changes the title.
@DSL
struct Draft: Codable, Equatable, DSLConstructible {
    let title: String
    let note: String?

    init(title: String, note: String?) {
        self.title = title
        self.note = note
    }

    init(title: String) {
        self.title = title.uppercased()
        self.note = nil
    }
}

/// Read without the tree: its one initializer only stores the fields.
@DSL
struct Span: Codable, Equatable, DSLConstructible {
    let start: Int?
    let length: Int

    init(start: Int?, length: Int) {
        self.start = start
        self.length = length
    }
}
