#if Fuzzing
import KhipuDSL

/// One type the fuzzer decodes every parsed statement as, with the round trip that must
/// hold for whatever decodes, the compact printer's two ways writing the same text, and
/// the reader without the tree giving what the tree gives wherever it reads a text.
struct RoundTripSubject {
    enum Outcome {
        case notDecodable(Diagnostic)
        case roundTripped
        case broken(String)
    }

    let name: String
    let exposedTypes: [any Decodable.Type]
    /// The statement's text, the expression parsed from it, the decoder.
    let roundTrip: (String, DSLExpression, DSLValueDecoder) -> Outcome

    init<Value: Codable & Equatable>(_ name: String, _ type: Value.Type, exposedTypes: [any Decodable.Type] = []) {
        self.name = name
        self.exposedTypes = exposedTypes
        self.roundTrip = { text, expression, decoder in Self.roundTrip(Value.self, text, expression, decoder) }
    }

    private static func roundTrip<Value: Codable & Equatable>(
        _ type: Value.Type, _ text: String, _ expression: DSLExpression, _ decoder: DSLValueDecoder
    ) -> Outcome {
        let read = decoder.readWithoutTree(Value.self, fromText: text)
        let value: Value
        do {
            value = try decoder.decode(Value.self, from: expression)
        } catch {
            if let read { return .broken("read without the tree as\n\(DSLPrinter.print(read))\nthough the tree refuses it: \(error.message)") }
            return .notDecodable(error)
        }
        if let read, !isSame(read, value) {
            return .broken("read without the tree as\n\(DSLPrinter.print(read))\nbut through the tree as\n\(DSLPrinter.print(value))")
        }
        let throughEncodable = DSLPrinter.printThroughEncodable(value)
        if DSLPrinter.print(value) != throughEncodable {
            return .broken("printed through DSLPrintable as\n\(DSLPrinter.print(value))\nbut through Encodable as\n\(throughEncodable)")
        }
        for style in [DSLPrinter.Style.compact, .pretty(width: 40)] {
            let printed = DSLPrinter.print(value, style: style)
            let again: Value
            do {
                again = try decoder.decode(Value.self, from: try DSLParser.parseExpression(printed))
            } catch {
                return .broken("printed \(style) as\n\(printed)\nwhich does not read back: \(error.message)")
            }
            if let read = decoder.readWithoutTree(Value.self, fromText: printed), !isSame(read, again) {
                return .broken("printed \(style) as\n\(printed)\nwhich reads without the tree as\n\(DSLPrinter.print(read))")
            }
            let reprinted = DSLPrinter.print(again, style: style)
            if reprinted != printed {
                return .broken("printed \(style) as\n\(printed)\nwhich reads back as\n\(reprinted)")
            }
            // A value holding NaN is not `==` to itself; for those the printed text is the equality.
            if value == value && again != value {
                return .broken("printed \(style) as\n\(printed)\nwhich reads back as a different value")
            }
        }
        return .roundTripped
    }

    /// The same printed text, and `==` where the value equals itself (holds no NaN).
    private static func isSame<Value: Codable & Equatable>(_ read: Value, _ decoded: Value) -> Bool {
        DSLPrinter.print(read) == DSLPrinter.print(decoded) && (decoded != decoded || read == decoded)
    }
}
#endif
