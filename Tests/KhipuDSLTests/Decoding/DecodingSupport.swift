import Foundation
import KhipuDSL
import Testing

/// Parses and decodes in one step, as the interpreter does.
func dslDecode<T: Decodable>(_ type: T.Type, _ text: String, context: DSLDecodingContext = DSLDecodingContext()) throws -> T {
    let expression = try DSLParser.parseExpression(text)
    return try DSLValueDecoder(context: context).decode(T.self, from: expression)
}

/// The diagnostic decoding `text` as `T` gives, with the text under its range; records
/// an issue when decoding succeeds or the text does not parse.
func decodingFailure<T: Decodable>(
    decoding text: String,
    as type: T.Type,
    context: DSLDecodingContext = DSLDecodingContext(),
    sourceLocation: SourceLocation = #_sourceLocation
) -> (diagnostic: Diagnostic, spot: String)? {
    let expression: DSLExpression
    do {
        expression = try DSLParser.parseExpression(text)
    } catch {
        Issue.record("'\(text)' does not parse: \(error.message)", sourceLocation: sourceLocation)
        return nil
    }
    do {
        let value: T = try DSLValueDecoder(context: context).decode(T.self, from: expression)
        Issue.record("'\(text)' decoded to \(value)", sourceLocation: sourceLocation)
        return nil
    } catch {
        return (error, text.spot(error.range))
    }
}

extension String {
    /// The text a diagnostic range covers.
    func spot(_ range: SourceRange) -> String {
        let bytes = Array(utf8)
        let start = min(max(range.start, 0), bytes.count)
        let end = min(max(range.end, start), bytes.count)
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}

/// Resolves names from a dictionary and member paths by reflection, as a test double
/// for the interpreter's resolver.
struct DictionaryResolver: DSLValueResolver {
    var values: [String: Any]
    /// The type each call asked for, to check what the decoder passes.
    let requests = RequestLog()

    final class RequestLog: @unchecked Sendable {
        var expected: [Any.Type?] = []
    }

    func resolve(_ expression: DSLExpression, expecting expected: Any.Type?) throws -> Any {
        requests.expected.append(expected)
        switch expression.kind {
        case .identifier(let name):
            guard let value = values[name] else {
                throw Diagnostic("unknown name '\(name)'", at: expression.range, suggestion: DidYouMean.suggestion(for: name, among: Array(values.keys)), id: .unknownName)
            }
            return value
        case .member(let base, let name, let nameRange):
            let baseValue = try resolve(base, expecting: nil)
            if name == "count", let array = baseValue as? [Any] { return array.count }
            guard let child = Mirror(reflecting: baseValue).children.first(where: { $0.label == name }) else {
                throw Diagnostic("no member '\(name)'", at: nameRange, id: .unknownMember)
            }
            return child.value
        case .subscript(let base, let index):
            guard let array = try resolve(base, expecting: nil) as? [Any] else {
                throw Diagnostic("not an array", at: base.range, id: .indexOutOfRange)
            }
            let position: Int = try DSLValueDecoder().decode(Int.self, from: index)
            guard array.indices.contains(position) else { throw Diagnostic("index out of range", at: index.range, id: .indexOutOfRange) }
            return array[position]
        default:
            throw Diagnostic("cannot evaluate this", at: expression.range, id: .other)
        }
    }
}
