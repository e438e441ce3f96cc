import Foundation
import KhipuTestSupport
import Testing

@testable import KhipuDSL

/// Each builtin spells itself in one file, listed once in `BuiltinTypes` (issue 42, item 5):
/// what the list says of a builtin, its names and its completions, is what reads and prints.
@Suite("Builtin types")
struct BuiltinRegistryTests {
    /// A value of each builtin as a script writes it, by the names it is written by.
    static let written: [String: String] = [
        "String": #""支付失败 😢""#, "Bool": "true",
        "Int": "-42", "Int8": "-128", "Int16": "300", "Int32": "-70000", "Int64": "9223372036854775807",
        "UInt": "42", "UInt8": "255", "UInt16": "65535", "UInt32": "4294967295", "UInt64": "18446744073709551615",
        "Double": "-1.5", "TimeInterval": "90.0", "Float": "0.25", "Decimal": "19.99",
        "Date": #""2024-06-16T09:00:00Z""#, "UUID": #""E621E1F8-C36C-495A-93FC-0C247A3E6E5F""#,
        "URL": #""https://example.com/a""#, "Character": #""a""#, "Duration": ".milliseconds(250)", "Data": "[137, 80, 78, 71]",
    ]

    @Test("every builtin a script may name has a written value here, and nothing else does")
    func namesAreTheList() {
        #expect(Set(BuiltinTypes.names) == Set(Self.written.keys))
    }

    @Test("each builtin reads its written value by its name, prints it the same both ways, and reads that back",
          arguments: BuiltinRegistryTests.written.keys.sorted())
    func roundTrip(name: String) throws {
        let type = try #require(BuiltinTypes.byName[name] as? any Codable.Type)
        let text = try #require(Self.written[name])
        #expect(try Self.printed(type, text) == text)
    }

    private static func printed<Value: Codable>(_ type: Value.Type, _ text: String) throws -> String {
        let value = try DSLValueDecoder().decode(Value.self, fromText: text)
        let printed = DSLPrinter.print(value)
        #expect(DSLPrinter.printThroughEncodable(value) == printed)
        let again = try DSLValueDecoder().decode(Value.self, fromText: printed)
        #expect(DSLPrinter.print(again) == printed)
        return printed
    }

    @Test("what Tab offers in a builtin's slot reads as that builtin", arguments: BuiltinTypes.names)
    func completionsRead(name: String) throws {
        let type = try #require(BuiltinTypes.byName[name])
        for completion in BuiltinTypes.completions(for: type) {
            let text = completion.insertion + (completion.insertion.hasSuffix("(") ? "1)" : "")
            #expect(throws: Never.self, "\(text) as \(name)") { try Self.read(type, text) }
        }
    }

    private static func read<Value: Decodable>(_ type: Value.Type, _ text: String) throws {
        _ = try DSLValueDecoder().decode(Value.self, fromText: text)
    }

    @Test("a builtin's slot offers its own spellings: .now for a date, the units of a duration, true and false")
    func completionFacts() {
        #expect(BuiltinTypes.completions(for: Date.self).map(\.insertion) == [".now"])
        #expect(BuiltinTypes.completions(for: Bool.self).map(\.insertion) == ["true", "false"])
        #expect(BuiltinTypes.completions(for: Duration.self).map(\.insertion)
            == [".seconds(", ".milliseconds(", ".microseconds(", ".nanoseconds(", ".zero"])
        #expect(BuiltinTypes.completions(for: String.self).isEmpty)
    }
}
