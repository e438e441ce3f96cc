import KhipuDSL

/// Why `:state PATH` printed nothing.
struct StatePathError: Error, Equatable {
    let message: String
}

/// `:state todos.items.count`: a path through the live state's properties, `[i]`,
/// `["key"]`, `.count`, `.first`, `.last`, `.isEmpty`, printed as DSL text.
enum StatePath {
    static func print(_ path: String, of state: Any) -> Result<String, StatePathError> {
        let trimmed = path.trimmingCharacters(in: .whitespaces)
        let written = trimmed.isEmpty || trimmed == "state" || trimmed.hasPrefix("state.") || trimmed.hasPrefix("state[") ? trimmed : "state." + trimmed
        do {
            let expression = try DSLParser.parseExpression(written.isEmpty ? "state" : written)
            let value = try evaluate(expression, state: state, text: written)
            guard let encodable = value as? any Encodable else { return .success(String(describing: value)) }
            return .success(DSLPrinter.print(encodable, style: .pretty(width: 100)))
        } catch let diagnostic as Diagnostic {
            return .failure(StatePathError(message: diagnostic.message))
        } catch let error as StatePathError {
            return .failure(error)
        } catch {
            return .failure(StatePathError(message: "\(error)"))
        }
    }

    private static func evaluate(_ node: DSLExpression, state: Any, text: String) throws -> Any {
        switch node.kind {
        case .identifier("state"):
            return state
        case .member(let base, let name, _):
            let value = try evaluate(base, state: state, text: text)
            switch ValueMembers.member(name, of: value) {
            case .success(let member): return member
            case .failure(let failure): throw StatePathError(message: failure.message(member: name, path: source(base, in: text)))
            }
        case .subscript(let base, let index):
            let value = try evaluate(base, state: state, text: text)
            let result: Result<Any, ValueMembers.Failure>
            switch index.kind {
            case .integer(let digits):
                guard let position = Int(digits) else { throw StatePathError(message: "\(digits) is not an index") }
                result = ValueMembers.element(at: position, of: value)
            case .string(let key):
                result = ValueMembers.value(forKey: key, of: value)
            default:
                throw StatePathError(message: "an index is an integer or a string")
            }
            switch result {
            case .success(let element): return element
            case .failure(let failure): throw StatePathError(message: failure.message(member: source(index, in: text), path: source(base, in: text)))
            }
        default:
            throw StatePathError(message: "a state path is state followed by properties, [i], [\"key\"], .count, .first, .last, .isEmpty")
        }
    }

    private static func source(_ node: DSLExpression, in text: String) -> String {
        let bytes = Array(text.utf8)
        let range = max(0, node.range.start)..<min(bytes.count, max(node.range.start, node.range.end))
        return String(decoding: bytes[range], as: UTF8.self)
    }
}
