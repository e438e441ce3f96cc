/// Defaulted associated values (`case order(sku: String, quantity: Int = 1)`) on the
/// `Codable` path: synthesised `init(from:)` does not know Swift's default values, so a
/// case built that way gets each left-out default written in, read from the schema's
/// text of it. (The `DSLConstructible` path passes the Swift default itself.)
extension ExpressionDecoder {
    /// `node` with the default of every left-out, non-optional, defaulted parameter of
    /// `info` written in as an argument, in the declared order; `node` itself when none is.
    func fillingDefaults(of info: CaseInfo, in node: DSLExpression, mapping: ArgumentMapping) throws -> DSLExpression {
        guard case .positions(let positions) = mapping,
            case .implicitMember(let name, let nameRange, let arguments) = node.kind,
            positions.indices.contains(where: { positions[$0] < 0 && info.parameters[$0].defaultValue != nil && !info.parameters[$0].isOptional })
        else { return node }
        let written = arguments ?? []
        var filled: [Argument] = []
        for (index, parameter) in info.parameters.enumerated() {
            let position = positions[index]
            if position >= 0 {
                filled.append(written[position])
            } else if let text = parameter.defaultValue, !parameter.isOptional {
                filled.append(Argument(label: parameter.label, labelRange: nil, value: try Self.defaultExpression(text, of: parameter, at: node.range)))
            }
        }
        return DSLExpression(.implicitMember(name: name, nameRange: nameRange, arguments: filled), range: node.range)
    }

    /// The default's Swift text read as a DSL expression, placed at the call.
    private static func defaultExpression(_ text: String, of parameter: ParameterInfo, at range: SourceRange) throws -> DSLExpression {
        guard let expression = try? DSLParser.parseExpression(text) else {
            throw Diagnostic.defaultNotWritable(text, parameter: parameter.description, at: range)
        }
        return expression.relocated(to: range)
    }
}
