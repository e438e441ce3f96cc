import Foundation
import KhipuDSL
import Testing

/// Initialisers with default arguments take any subset of them, in order, as in Swift;
/// what no text can build is said at the argument.
@Suite("Defaulted arguments and what cannot be built")
struct DefaultedArgumentTests {
    @DSL struct Report: Codable, Equatable {
        let title: String
        let size: Int
        let unit: String
        let draft: Bool
        let tags: [String]
        let note: String?

        init(title: String, size: Int = 10, unit: String = "pt", draft: Bool = false, tags: [String] = ["new"], note: String? = "n") {
            self.title = title
            self.size = size
            self.unit = unit
            self.draft = draft
            self.tags = tags
            self.note = note
        }
    }

    /// Every in-order choice of the five defaulted arguments.
    static let subsets: [Int] = Array(0..<32)

    @Test(arguments: subsets)
    func anySubsetOfDefaultedArgumentsInOrder(mask: Int) throws {
        let written: [(label: String, text: String)] = [
            ("size", "3"), ("unit", #""mm""#), ("draft", "true"), ("tags", "[]"), ("note", "nil"),
        ]
        var arguments = [#"title: "T""#]
        for (index, argument) in written.enumerated() where mask & (1 << index) != 0 {
            arguments.append("\(argument.label): \(argument.text)")
        }
        let text = "DefaultedArgumentTests.Report(\(arguments.joined(separator: ", ")))"
        let report = try dslDecode(Report.self, text)
        let expected = Report(
            title: "T",
            size: mask & 1 != 0 ? 3 : 10,
            unit: mask & 2 != 0 ? "mm" : "pt",
            draft: mask & 4 != 0,
            tags: mask & 8 != 0 ? [] : ["new"],
            note: mask & 16 != 0 ? nil : "n"
        )
        #expect(report == expected, "\(text)")
    }

    @Test func argumentsOutOfOrderAreAnError() {
        let failure = decodingFailure(decoding: #"DefaultedArgumentTests.Report(title: "T", unit: "mm", size: 3)"#, as: Report.self)
        #expect(failure != nil)
    }

    /// Holds a closure: nothing typed can build one.
    struct Callback {
        let run: () -> Void
    }

    @DSL struct Button: Codable, Equatable {
        let title: String

        init(title: String) {
            self.title = title
        }

        init(title: String, action: Callback) {
            self.title = title
        }
    }

    @Test func aParameterOfATypeThatIsNotDecodableIsNamedAtTheArgument() throws {
        let source = MarkedSource(#"DefaultedArgumentTests.Button(title: "OK", action: «.run»)"#)
        let failure = decodingFailure(decoding: source.text, as: Button.self)
        #expect(failure?.diagnostic.range == source.range)
        #expect(failure?.diagnostic.message == "a DefaultedArgumentTests.Callback cannot be built from text: DefaultedArgumentTests.Callback is not Decodable")
        #expect(failure?.diagnostic.notes.first?.contains("make DefaultedArgumentTests.Callback Codable") == true)
        #expect(try dslDecode(Button.self, #"DefaultedArgumentTests.Button(title: "OK")"#) == Button(title: "OK"))
    }

    @DSL struct Renamed: Codable, Equatable {
        let total: Int
        let label: String
        var cache: Int = 0

        enum CodingKeys: String, CodingKey {
            case total = "sum"
            case label
        }
    }

    @Test func fieldsRenamedByCodingKeysAreWrittenByTheirKeys() throws {
        #expect(Renamed.dslSchema.fields.map(\.name) == ["sum", "label"])
        let value = Renamed(total: 3, label: "x")
        let text = DSLPrinter.print(value)
        #expect(text == #"DefaultedArgumentTests.Renamed(sum: 3, label: "x")"#)
        #expect(try dslDecode(Renamed.self, text) == value)
        #expect(try dslDecode(Renamed.self, #"DefaultedArgumentTests.Renamed(total: 3, label: "x")"#) == value)
    }
}

/// Classes: one with its own synthesised `Codable` is built like a struct; a subclass
/// that decodes its superclass through `superDecoder()` cannot be, and says why.
@Suite("Classes as DSL values")
struct ClassValueTests {
    class Account: Codable {
        let name: String
    }

    final class SavingsAccount: Account {
        let rate: Decimal

        enum Keys: String, CodingKey { case rate }

        required init(from decoder: any Decoder) throws {
            rate = try decoder.container(keyedBy: Keys.self).decode(Decimal.self, forKey: .rate)
            try super.init(from: decoder.container(keyedBy: Keys.self).superDecoder())
        }
    }

    @Test func aCodableClassIsBuiltFromItsProperties() throws {
        let account = try dslDecode(Account.self, #"ClassValueTests.Account(name: "Cash")"#)
        #expect(account.name == "Cash")
        #expect(DSLPrinter.print(account) == #"ClassValueTests.Account(name: "Cash")"#)
    }

    @Test func aSubclassDecodingThroughSuperDecoderSaysWhatWouldWork() {
        let source = MarkedSource(#"«ClassValueTests.SavingsAccount(rate: 1.5)»"#)
        let failure = decodingFailure(decoding: source.text, as: SavingsAccount.self)
        #expect(failure?.diagnostic.range == source.range)
        #expect(failure?.diagnostic.message.contains("cannot be built from text") == true, "\(failure?.diagnostic.message ?? "")")
        #expect(failure?.diagnostic.notes.first?.contains("make ClassValueTests.SavingsAccount a struct") == true)
    }
}
