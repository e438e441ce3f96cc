import Foundation

/// A plain number, exactly as written (`19.99`), and `.nan`; not its own `Codable` form,
/// a keyed mantissa.
extension Decimal: BuiltinValue {
    static var builtinNames: [String] { ["Decimal"] }

    static func decodeBuiltin(from node: DSLExpression, with decoder: ExpressionDecoder) throws -> Decimal {
        switch node.kind {
        case .float(let text), .integer(let text):
            do {
                return try DecimalLiteral.value(text)
            } catch .tooManyDigits {
                throw Diagnostic.tooManyDecimalDigits(text, limit: DecimalLiteral.maximumDigits, at: node.range)
            } catch {
                throw Diagnostic.invalidLiteral(text, of: "Decimal", at: node.range)
            }
        case .implicitMember(SpecialFloatingPoint.nan.rawValue, _, nil):
            return .nan
        case .identifier, .member, .subscript, .methodCall:
            return try decoder.resolve(node, as: Decimal.self)
        default:
            throw decoder.typeMismatch(node, expected: "Decimal", notes: ["write a number such as 19.99"])
        }
    }

    static func printedNode(for value: Decimal) -> PrintedNode? { literalNode(for: value) }

    static func literalNode(for value: Decimal) -> PrintedNode {
        value.isNaN ? .member(name: SpecialFloatingPoint.nan.rawValue, arguments: nil) : .atom(DecimalLiteral.text(value))
    }

    static var writtenAs: String { "a number such as 19.99, exactly as written, or .nan" }
}

extension Decimal: DSLPrintable {
    public func dslPrint(into writer: inout DSLTextWriter) {
        writer.write(Self.literalNode(for: self))
    }
}
