import KhipuDSL

/// One type the fuzzer decodes every parsed statement as, with the round trip that must
/// hold for whatever decodes, and the compact printer's two ways writing the same text.
struct RoundTripSubject {
    enum Outcome {
        case notDecodable(Diagnostic)
        case roundTripped
        case broken(String)
    }

    let name: String
    let exposedTypes: [any Decodable.Type]
    let roundTrip: (DSLExpression, DSLValueDecoder) -> Outcome

    init<Value: Codable & Equatable>(_ name: String, _ type: Value.Type, exposedTypes: [any Decodable.Type] = []) {
        self.name = name
        self.exposedTypes = exposedTypes
        self.roundTrip = { expression, decoder in Self.roundTrip(Value.self, expression, decoder) }
    }

    private static func roundTrip<Value: Codable & Equatable>(
        _ type: Value.Type, _ expression: DSLExpression, _ decoder: DSLValueDecoder
    ) -> Outcome {
        let value: Value
        do {
            value = try decoder.decode(Value.self, from: expression)
        } catch {
            return .notDecodable(error)
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
}
