import Foundation
import KhipuDSL
import KhipuTestSupport
import Testing

/// A helpdesk ticket as its author wrote it: `note` is a `let` the memberwise initializer
/// takes without a default, `tag` a `var`, which it defaults to nil.
@DSL struct HelpdeskTicket: Codable, Equatable, DSLConstructible {
    let title: String
    let note: String?
    var tag: String?
}

/// The same properties, with an initializer that gives `note` a default.
@DSL struct DefaultedTicket: Codable, Equatable, DSLConstructible {
    let title: String
    let note: String?

    init(title: String, note: String? = nil) {
        self.title = title
        self.note = note
    }
}

/// Every printed value is Swift for its type (issue 42, item 3): an absent optional is
/// left out only where the initializer lets it be.
@Suite("Absent optional properties")
struct AbsentOptionalFieldTests {
    @Test("a let optional the memberwise initializer needs prints nil; a var optional is left out")
    func letOptionalPrintsNil() throws {
        let ticket = HelpdeskTicket(title: "支付失败", note: nil, tag: nil)
        let text = #"HelpdeskTicket(title: "支付失败", note: nil)"#
        #expect(DSLPrinter.print(ticket) == text)
        #expect(DSLPrinter.printThroughEncodable(ticket) == text)
        #expect(try dslDecode(HelpdeskTicket.self, text) == ticket)
    }

    @Test("present optionals print as before", arguments: [
        (HelpdeskTicket(title: "a", note: "b", tag: "c"), #"HelpdeskTicket(title: "a", note: "b", tag: "c")"#),
        (HelpdeskTicket(title: "a", note: nil, tag: "c"), #"HelpdeskTicket(title: "a", note: nil, tag: "c")"#),
    ])
    func presentOptionals(ticket: HelpdeskTicket, text: String) throws {
        #expect(DSLPrinter.print(ticket) == text)
        #expect(DSLPrinter.printThroughEncodable(ticket) == text)
        #expect(try dslDecode(HelpdeskTicket.self, text) == ticket)
    }

    @Test("an optional the initializer gives a default is left out")
    func defaultedOptionalIsLeftOut() throws {
        let ticket = DefaultedTicket(title: "a")
        #expect(DSLPrinter.print(ticket) == #"DefaultedTicket(title: "a")"#)
        #expect(DSLPrinter.printThroughEncodable(ticket) == #"DefaultedTicket(title: "a")"#)
        #expect(try dslDecode(DefaultedTicket.self, #"DefaultedTicket(title: "a")"#) == ticket)
    }

    @Test("the pretty printer writes the nil too")
    func pretty() {
        let ticket = HelpdeskTicket(title: "a", note: nil, tag: nil)
        #expect(DSLPrinter.print(ticket, style: .pretty()).contains("note: nil"))
    }
}
