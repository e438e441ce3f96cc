import KhipuDSL
import KhipuRemoteProtocol

/// What the client checks before a statement leaves it, from the schema alone: the line
/// parses, and every case along a message's path exists in the type expected there
/// ("did you mean" included). The app checks the rest with its own types.
enum SchemaCheck {
    static func check(_ text: String, schema: RemoteSchema) -> Diagnostic? {
        let expression: DSLExpression
        do {
            expression = try DSLParser.parseExpression(text)
        } catch {
            return error
        }
        return checkCases(expression, expected: schema.messageType, schema: schema)
    }

    private static func checkCases(_ node: DSLExpression, expected: String?, schema: RemoteSchema) -> Diagnostic? {
        guard case .implicitMember(let name, let nameRange, let arguments) = node.kind,
            let expected, let type = schema.type(named: expected), !type.cases.isEmpty
        else { return nil }
        guard let member = type.cases.first(where: { $0.name == name }) else {
            return Diagnostic.unknownCase(
                name, of: type.name, at: nameRange,
                notes: ["cases of \(type.name): " + type.cases.map(\.signature).joined(separator: ", ")],
                suggestion: DidYouMean.suggestion(for: name, among: type.cases.map(\.name)))
        }
        for (position, argument) in (arguments ?? []).enumerated() {
            let parameter = argument.label.flatMap { label in member.parameters.first { $0.label == label } }
                ?? (position < member.parameters.count ? member.parameters[position] : nil)
            if let problem = checkCases(argument.value, expected: parameter?.schemaType, schema: schema) { return problem }
        }
        return nil
    }
}
