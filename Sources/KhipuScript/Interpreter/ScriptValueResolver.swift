import Foundation
import Khipu
import KhipuDSL

/// Evaluates names, paths and `alter` calls for the DSL decoder: `coffee`,
/// `state.todos.items[0].title`, `items.count`, `coffee.alter(.finish)`.
struct ScriptValueResolver: DSLValueResolver {
    let bindings: Bindings
    let state: () -> Any
    let decoder: () -> DSLValueDecoder

    func resolve(_ expression: DSLExpression, expecting expected: Any.Type?) throws -> Any {
        let value = try evaluate(expression)
        if let expected, !OptionalUnwrapping.isOptionalType(expected), let unwrapped = OptionalUnwrapping.unwrap(value) {
            return unwrapped
        }
        return value
    }

    func evaluate(_ expression: DSLExpression) throws(Diagnostic) -> Any {
        switch expression.kind {
        case .identifier(let name):
            if name == "state" { return state() }
            if let value = bindings[name] { return value }
            throw Diagnostic(
                "unknown name '\(name)'",
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
                throw Diagnostic(
                    "\(describeType(of: value)) has no method '\(name)'",
                    at: nameRange,
                    notes: ["the one method a script can call is alter(…) on a model with a Change DSL"],
                    suggestion: DidYouMean.suggestion(for: name, among: ["alter"])
                )
            }
            return try alter(value, with: arguments, at: nameRange)
        default:
            return try decoder().decodeWithoutExpectedType(from: expression)
        }
    }

    private func member(_ name: String, _ range: SourceRange, of value: Any, base: DSLExpression) throws(Diagnostic) -> Any {
        guard let value = OptionalUnwrapping.unwrap(value) else {
            throw Diagnostic("'\(textOf(base))' is nil, it has no '\(name)'", at: range)
        }
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .collection || mirror.displayStyle == .set {
            let elements = mirror.children.map(\.value)
            switch name {
            case "count": return elements.count
            case "first": return elements.first as Any
            case "last": return elements.last as Any
            case "isEmpty": return elements.isEmpty
            default:
                throw Diagnostic(
                    "a list has no '\(name)'",
                    at: range,
                    notes: ["a list has count, first, last, isEmpty and [index]"],
                    suggestion: DidYouMean.suggestion(for: name, among: ["count", "first", "last", "isEmpty"])
                )
            }
        }
        if let string = value as? String {
            switch name {
            case "count": return string.count
            case "isEmpty": return string.isEmpty
            default: break
            }
        }
        let labels = mirror.children.compactMap(\.label)
        if let child = mirror.children.first(where: { $0.label == name }) {
            return child.value
        }
        throw Diagnostic(
            "\(describeType(of: value)) has no property '\(name)'",
            at: range,
            notes: labels.isEmpty ? [] : ["its properties: " + labels.joined(separator: ", ")],
            suggestion: DidYouMean.suggestion(for: name, among: labels)
        )
    }

    private func element(at indexExpression: DSLExpression, of value: Any, base: DSLExpression) throws(Diagnostic) -> Any {
        let index: Int = try decoder().decode(Int.self, from: indexExpression)
        guard let value = OptionalUnwrapping.unwrap(value) else {
            throw Diagnostic("'\(textOf(base))' is nil", at: base.range)
        }
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .collection else {
            throw Diagnostic("\(describeType(of: value)) is not a list; [\(index)] needs a list", at: indexExpression.range)
        }
        let elements: [Any] = mirror.children.map(\.value)
        guard index >= 0, index < elements.count else {
            throw Diagnostic(
                "index \(index) is out of range",
                at: indexExpression.range,
                notes: [elements.isEmpty ? "the list is empty" : "the list has \(elements.count) element\(elements.count == 1 ? "" : "s"): 0…\(elements.count - 1)"]
            )
        }
        return elements[index]
    }

    private func alter(_ value: Any, with arguments: [Argument], at range: SourceRange) throws(Diagnostic) -> Any {
        guard let model = OptionalUnwrapping.unwrap(value) as? any Alterable else {
            throw Diagnostic("\(describeType(of: value)) has no Change DSL to alter", at: range)
        }
        if let labelled = arguments.first(where: { $0.label != nil }), let labelRange = labelled.labelRange {
            throw Diagnostic("alter takes changes without labels", at: labelRange)
        }
        do {
            return try applyChanges(to: model, arguments)
        } catch let diagnostic as Diagnostic {
            throw diagnostic
        } catch {
            throw Diagnostic("\(error)", at: range)
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
        DSLTypeName.of(type(of: OptionalUnwrapping.unwrap(value) ?? value))
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
