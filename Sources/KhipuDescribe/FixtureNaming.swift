import Foundation
import Khipu
import KhipuDSL

/// Prints values the way documentation rows are written in Swift: every part of a value
/// that equals a fixture is printed as the fixture's name, `.loading(.lights([l]), .succeeded)`.
///
/// The value is printed in full first, and every subexpression whose text is the text of
/// a fixture is replaced by the fixture's name. Since equal text reads back to an equal
/// value, the result denotes the value once the fixtures are bound; that is checked by
/// reading it back, and where it does not hold (two types that print alike) the value is
/// printed in full.
package struct FixtureNaming {
    struct Fixture {
        let name: String
        let value: Any
        let printed: String
    }

    let fixtures: [Fixture]
    private let byText: [String: String]
    private let exposedTypes: [any Decodable.Type]

    init(fixtures: [DocumentationFixtureValue], exposedTypes: [any Decodable.Type]) {
        self.fixtures = fixtures.map { Fixture(name: $0.name, value: $0.value, printed: Self.expanded($0.value)) }
        var byText: [String: String] = [:]
        for fixture in self.fixtures where byText[fixture.printed] == nil {
            byText[fixture.printed] = fixture.name
        }
        self.byText = byText
        self.exposedTypes = exposedTypes
    }

    /// The value as the documentation shows it, and in full.
    func cell(_ value: Any) -> DescribedCell {
        let expanded = Self.expanded(value)
        let named = name(in: expanded)
        guard named != expanded, readsBack(named, as: value) else {
            return DescribedCell(text: expanded, expanded: expanded)
        }
        return DescribedCell(text: named, expanded: expanded)
    }

    /// Whether `text`, with the fixtures bound, reads back to a value equal to `value`.
    func readsBack(_ text: String, as value: Any) -> Bool {
        guard let type = Swift.type(of: value) as? any Decodable.Type else { return false }
        do {
            let expression = try DSLParser.parseExpression(text)
            let decoded = try decoder.decode(type, from: expression)
            return ValueEquality.areEqual(decoded, value)
        } catch {
            return false
        }
    }

    /// A decoder that knows the fixtures by name.
    var decoder: DSLValueDecoder {
        let values = Dictionary(fixtures.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
        return DSLValueDecoder(context: DSLDecodingContext(
            resolver: FixtureResolver(values: values),
            types: exposedTypes,
            now: { KhipuEnvironment.current.now() }
        ))
    }

    package static func expanded(_ value: Any) -> String {
        guard let encodable = value as? any Encodable else { return String(describing: value) }
        return DSLPrinter.print(encodable)
    }

    /// `expanded` with every outermost subexpression that prints like a fixture replaced by its name.
    private func name(in expanded: String) -> String {
        guard !byText.isEmpty, let tree = try? DSLParser.parseExpression(expanded) else { return expanded }
        let bytes = Array(expanded.utf8)
        var replacements: [(range: SourceRange, name: String)] = []
        collect(tree, in: bytes, into: &replacements)
        guard !replacements.isEmpty else { return expanded }
        var result: [UInt8] = []
        var position = 0
        for replacement in replacements.sorted(by: { $0.range.start < $1.range.start }) {
            result += bytes[position..<replacement.range.start]
            result += Array(replacement.name.utf8)
            position = replacement.range.end
        }
        result += bytes[position...]
        return String(decoding: result, as: UTF8.self)
    }

    private func collect(_ expression: DSLExpression, in bytes: [UInt8], into replacements: inout [(range: SourceRange, name: String)]) {
        let range = expression.range
        guard range.start >= 0, range.start <= range.end, range.end <= bytes.count else { return }
        if let name = byText[String(decoding: bytes[range.start..<range.end], as: UTF8.self)] {
            replacements.append((range, name))
            return
        }
        for child in expression.children {
            collect(child, in: bytes, into: &replacements)
        }
    }
}

/// A cell of the table: as the documentation shows it (fixtures by name) and in full.
struct DescribedCell: Encodable, Equatable {
    let text: String
    let expanded: String
}

/// A fixture with its value as the interpreter handles values.
package struct DocumentationFixtureValue {
    package let name: String
    package let value: Any
    let comment: String
}

extension DescribableDomain {
    /// `values` as the domain's documentation writes them: a part that equals a fixture as
    /// the fixture's name, where that reads back (so `:fixtures` makes the text typeable).
    package func documentationTexts(of values: [Any], fixtures: [DocumentationFixtureValue]) -> [String] {
        let naming = FixtureNaming(fixtures: fixtures, exposedTypes: exposedTypes)
        return values.map { naming.cell($0).text }
    }
}
