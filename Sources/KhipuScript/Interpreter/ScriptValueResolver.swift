import Foundation
import Khipu
import KhipuDSL

/// Evaluates names, paths and `alter` calls for the DSL decoder: `coffee`,
/// `state.todos.items[0].title`, `items.count`, `coffee.alter(.finish)`.
struct ScriptValueResolver: DSLValueResolver {
    /// Read when a name is looked up, so that a kept decoder sees names bound after it was made.
    let currentBindings: () -> Bindings
    let state: () -> Any
    let decoder: () -> DSLValueDecoder

    func resolve(_ expression: DSLExpression, expecting expected: Any.Type?) throws -> Any {
        let value = try evaluate(expression)
        if let expected, !TypeShape.isOptional(expected), let unwrapped = ValueUnwrapping.unwrap(value) {
            return unwrapped
        }
        return value
    }

    init(bindings: @escaping () -> Bindings, state: @escaping () -> Any, decoder: @escaping () -> DSLValueDecoder) {
        currentBindings = bindings
        self.state = state
        self.decoder = decoder
    }

    func evaluate(_ expression: DSLExpression) throws(Diagnostic) -> Any {
        switch expression.kind {
        case .identifier(let name):
            if name == "state" { return state() }
            let bindings = currentBindings()
            if let value = bindings[name] { return value }
            throw Diagnostic.unknownName(
                name,
                at: expression.range,
                notes: bindings.names.isEmpty
                    ? ["bind a name first: let \(name) = …"]
                    : ["bound names: " + (["state"] + bindings.names).joined(separator: ", ")],
                suggestion: DidYouMean.suggestion(for: name, among: ["state"] + bindings.names)
            )
        case .member(let base, let name, let nameRange):
            return try member(name, nameRange, of: try evaluate(base), base: base)
        case .subscript(let base, let index):
            return try element(at: index, of: try evaluate(base), base: base)
        case .methodCall(let base, let name, let nameRange, let arguments):
            let value = try evaluate(base)
            guard name == "alter" else {
                throw Diagnostic.unknownMethod(
                    name, of: describeType(of: value), at: nameRange, suggestion: DidYouMean.suggestion(for: name, among: ["alter"]))
            }
            return try alter(value, with: arguments, at: nameRange)
        default:
            return try decoder().decodeWithoutExpectedType(from: expression)
        }
    }

    private func member(_ name: String, _ range: SourceRange, of value: Any, base: DSLExpression) throws(Diagnostic) -> Any {
        switch ValueMembers.member(name, of: value) {
        case .success(let member):
            return member
        case .failure(let failure):
            throw Diagnostic.memberFailure(
                failure, member: name, path: textOf(base), at: range, suggestion: DidYouMean.suggestion(for: name, among: failure.candidates))
        }
    }

    /// `list[i]` or `dictionary[key]`: the index is decoded as what the value takes.
    private func element(at indexExpression: DSLExpression, of value: Any, base: DSLExpression) throws(Diagnostic) -> Any {
        guard let indexType = ValueMembers.subscriptIndexType(of: value) else {
            if ValueUnwrapping.unwrap(value) == nil {
                throw Diagnostic.subscriptOfNil(textOf(base), at: base.range)
            }
            throw Diagnostic.notSubscriptable(describeType(of: value), index: indexText(indexExpression), at: indexExpression.range)
        }
        let result: Result<Any, ValueMembers.Failure>
        if indexType == Int.self, !(ValueUnwrapping.unwrap(value) is any DictionaryShape) {
            let index: Int = try decoder().decode(Int.self, from: indexExpression)
            result = ValueMembers.element(at: index, of: value)
        } else {
            guard let keyType = indexType as? any Decodable.Type else {
                throw Diagnostic.unwritableKeys(of: describeType(of: value), at: indexExpression.range)
            }
            result = ValueMembers.value(forKey: try decoder().decode(keyType, from: indexExpression), of: value)
        }
        switch result {
        case .success(let element):
            return element
        case .failure(let failure):
            throw Diagnostic.memberFailure(failure, member: indexText(indexExpression), path: textOf(base), at: indexExpression.range)
        }
    }

    private func alter(_ value: Any, with arguments: [Argument], at range: SourceRange) throws(Diagnostic) -> Any {
        guard let model = ValueUnwrapping.unwrap(value) as? any Alterable else {
            throw Diagnostic.noChangeDSL(describeType(of: value), at: range)
        }
        if let labelled = arguments.first(where: { $0.label != nil }), let labelRange = labelled.labelRange {
            throw Diagnostic.labelledChange(at: labelRange)
        }
        do {
            return try applyChanges(to: model, arguments)
        } catch let diagnostic as Diagnostic {
            throw diagnostic
        } catch {
            throw Diagnostic.alterFailed(error, at: range)
        }
    }

    private func applyChanges<Model: Alterable>(to model: Model, _ arguments: [Argument]) throws -> Model {
        let decoder = decoder()
        var changes: [Model.Change] = []
        for argument in arguments {
            changes.append(try decoder.decode(Model.Change.self, from: argument.value))
        }
        return model.alter(all: changes)
    }

    private func describeType(of value: Any) -> String {
        DSLTypeName.ofValue(value)
    }

    private func indexText(_ expression: DSLExpression) -> String {
        switch expression.kind {
        case .integer(let text): text
        case .string(let text): "\"\(text)\""
        default: textOf(expression)
        }
    }

    private func textOf(_ expression: DSLExpression) -> String {
        switch expression.kind {
        case .identifier(let name): name
        case .member(let base, let name, _): textOf(base) + "." + name
        case .subscript(let base, _): textOf(base) + "[…]"
        default: "value"
        }
    }
}
