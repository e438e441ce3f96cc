import Foundation
import KhipuDSL
import KhipuScript

extension Completer {
    /// A value where `frame` expects one: its argument labels while none is typed, else
    /// the cases of the expected type, bound names and constructors that fit.
    func valueCompletion(_ frame: ExpressionFrame, prefix: String, start: Int, afterExpect: Bool) -> Completions {
        if !prefix.hasPrefix("."), frame.label == nil, let labels = labelCandidates(frame) {
            let matching = Completions.filtered(labels, prefix: prefix, start: start)
            if !matching.candidates.isEmpty || prefix.isEmpty { return matching }
        }
        let expected = frame.expectedType
        var candidates: [CompletionCandidate] = []
        if let expected {
            candidates += caseCandidates(of: expected)
            candidates += BuiltinTypes.completions(for: TypeShape.unwrappingOptionals(expected)).map {
                CompletionCandidate($0.insertion, display: $0.display, summary: $0.summary)
            }
        }
        if afterExpect {
            candidates.append(CompletionCandidate("nothing", summary: "the last dispatch emitted no message"))
        }
        candidates += nameCandidates(matching: afterExpect ? nil : expected)
        candidates += constructorCandidates(for: expected)
        if let expected, TypeShape.isOptional(expected) { candidates.append(CompletionCandidate("nil")) }
        return Completions.filtered(candidates, prefix: prefix, start: start)
    }

    /// The labels still to write in a call, or nil when the argument takes no label.
    func labelCandidates(_ frame: ExpressionFrame) -> [CompletionCandidate]? {
        switch frame.kind {
        case .call(.enumCase(let dslCase)):
            guard frame.argumentIndex < dslCase.parameters.count, dslCase.parameters[frame.argumentIndex].label != nil else {
                return nil
            }
            return dslCase.parameters[frame.argumentIndex...].compactMap(labelCandidate)
        case .call(.constructor(let parameters)):
            return parameters.compactMap(labelCandidate)
        default:
            return nil
        }
    }

    private func labelCandidate(_ parameter: DSLParameterSchema) -> CompletionCandidate? {
        parameter.label.map { CompletionCandidate("\($0): ", display: parameter.signature) }
    }

    /// `.add(` shown as `.add(item: TodoItem)`, with the first line of its doc.
    func caseCandidates(of type: Any.Type) -> [CompletionCandidate] {
        guard let schema = TypeShape.schema(of: type) else { return [] }
        return schema.cases.map { dslCase in
            let parameters = dslCase.parameters.map(\.signature)
            let opening = dslCase.parameters.isEmpty ? "" : "("
            let display = "." + dslCase.name + (dslCase.parameters.isEmpty ? "" : "(" + parameters.joined(separator: ", ") + ")")
            return CompletionCandidate("." + dslCase.name + opening, display: display, summary: dslCase.doc)
        }
    }

    /// `state` and the bound names whose values fit `expected` (all when it is unknown).
    func nameCandidates(matching expected: Any.Type?) -> [CompletionCandidate] {
        let target = expected.map(TypeShape.unwrappingOptionals)
        var candidates: [CompletionCandidate] = []
        let stateType = type(of: context.state)
        if target == nil || TypeShape.same(stateType, target!) {
            candidates.append(CompletionCandidate("state", display: "state: \(DSLTypeName.of(stateType))", summary: "the domain's state"))
        }
        for (name, value) in context.bindings.reversed() {
            let valueType = ValueUnwrapping.unwrappedType(of: value)
            guard target == nil || TypeShape.same(valueType, target!) else { continue }
            candidates.append(CompletionCandidate(name, display: "\(name): \(DSLTypeName.of(valueType))"))
        }
        return candidates
    }

    /// `TodoItem(` for the exposed types that fit `expected` (all when it is unknown): one
    /// candidate for each initializer `@DSL` records, shown with its parameters (defaults
    /// included) and its doc, and one for the memberwise form of a struct.
    func constructorCandidates(for expected: Any.Type?) -> [CompletionCandidate] {
        let target = expected.map(TypeShape.unwrappingOptionals)
        return context.exposedTypes.flatMap { type -> [CompletionCandidate] in
            guard target == nil || TypeShape.same(type, target!), let schema = TypeShape.schema(of: type),
                !schema.fields.isEmpty || !schema.initializers.isEmpty
            else { return [] }
            // An enum is written as one of its cases, which caseCandidates offers.
            guard schema.cases.isEmpty || !schema.initializers.isEmpty else { return [] }
            let name = DSLTypeName.of(type)
            var forms = schema.initializers.map { (parameters: $0.parameters, doc: $0.doc ?? schema.doc) }
            let memberwise = schema.fields.map { DSLParameterSchema(label: $0.name, typeName: $0.typeName, type: $0.type) }
            if forms.isEmpty { forms.append((memberwise, schema.doc)) }
            return forms.map { form in
                let signature = form.parameters.map(\.signature).joined(separator: ", ")
                return CompletionCandidate(name + "(", display: "\(name)(\(signature))", summary: form.doc)
            }
        }
    }

    /// What may follow `value.`: stored properties, `count`/`first`/`last` of a list,
    /// `keys`/`values` of a dictionary, `alter(` of a model with a Change DSL.
    func memberCandidates(of value: Any) -> [CompletionCandidate] {
        guard let value = ValueUnwrapping.unwrap(value) else { return [] }
        let fields = TypeShape.schema(of: type(of: value))?.fields ?? []
        var candidates = ValueMembers.members(of: value).map { member in
            let field = fields.first { $0.name == member.name }
            return CompletionCandidate(member.name, display: "\(member.name): \(field?.typeName ?? member.typeName)", summary: field?.doc)
        }
        if let change = Interpreter.changeType(of: value) {
            candidates.append(
                CompletionCandidate("alter(", display: "alter(\(DSLTypeName.of(change))…)", summary: "a copy with the changes applied")
            )
        }
        return candidates
    }

    func commandCandidates() -> [CompletionCandidate] {
        MetaCommand.allCases.map { command in
            CompletionCandidate(
                ":" + command.rawValue + (command.needsArgument ? " " : ""),
                display: command.usage,
                summary: command.summary
            )
        }
    }
}
