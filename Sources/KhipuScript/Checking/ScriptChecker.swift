import Foundation
import Khipu
import KhipuDSL

/// Type-checks a script statement by statement without dispatching anything, for an
/// editor: messages and expectations are decoded, names are bound, `:domain` switches
/// the domain, and nothing runs in the domain.
///
/// A value that depends on what earlier dispatches did (`state.todos.items[0]`, or a
/// name bound to one) cannot be known without running; errors about such a value are
/// not reported, so the editor never shows an error the script would not have.
package final class ScriptChecker {
    package let interpreter: Interpreter
    private let environment: KhipuEnvironment
    /// Names bound to values that could not be computed without running the script.
    var unknownNames: Set<String> = []
    /// Set after `:load`, whose file binds names this checker does not follow.
    var namesMayComeFromLoadedFiles = false

    package init(domains: [KhipuDomain], defaultDomain: KhipuDomain) throws {
        let environment = KhipuEnvironment.fixed()
        self.environment = environment
        interpreter = try KhipuEnvironment.$current.withValue(environment) {
            try Interpreter(domain: defaultDomain, domains: domains, environment: environment)
        }
    }

    /// The diagnostic for one statement, or nil when it type-checks.
    package func check(_ statement: StatementSource) async -> Diagnostic? {
        await KhipuEnvironment.$current.withValue(environment) {
            await checkInEnvironment(statement)
        }
    }

    private func checkInEnvironment(_ source: StatementSource) async -> Diagnostic? {
        let parsed = ParsedStatement(source)
        let statement: Statement
        switch parsed.result {
        case .success(let read): statement = read
        case .failure(let error): return error
        }
        lastParsedRuntimeRanges = runtimeRanges(in: statement)
        if case .dispatch(let expression) = statement {
            return reported { _ = try interpreter.decoder.decode(interpreter.session.messageType, from: expression) }
        }
        if case .expectMessage(let expression, _) = statement {
            return reported { try interpreter.checkExpectedMessage(expression) }
        }
        if case .expectComparison(let lhs, let op, let operatorRange, let rhs) = statement {
            return reported {
                _ = try interpreter.comparison(quoting: source.text)
                    .check(lhs, op, at: operatorRange, rhs)
            }
        }
        if case .binding(let name, _, let typeName, let typeRange, let value) = statement {
            return await checkBinding(parsed, name: name, typeName: typeName, typeRange: typeRange, value: value)
        }
        if case .meta(let name, let nameRange, let argument, let argumentRange) = statement {
            return await checkMeta(parsed, name: name, nameRange: nameRange, argument: argument, argumentRange: argumentRange)
        }
        return nil
    }

    /// Binds the name as running would (a binding dispatches nothing), or marks it unknown.
    private func checkBinding(_ statement: ParsedStatement, name: String, typeName: String?, typeRange: SourceRange?, value: DSLExpression) async -> Diagnostic? {
        let diagnostic = reported {
            if let typeName, let typeRange {
                let type = try TypeLookup.type(named: typeName, at: typeRange, in: TypeNames(interpreter.session.exposedTypes))
                _ = try interpreter.decoder.decode(type, from: value)
            } else {
                _ = try interpreter.decoder.decodeWithoutExpectedType(from: value)
            }
        }
        let outcome = await interpreter.run(statement, file: nil).merged
        if outcome.failed {
            unknownNames.insert(name)
        } else {
            unknownNames.remove(name)
        }
        return diagnostic
    }

    private func checkMeta(_ statement: ParsedStatement, name: String, nameRange: SourceRange, argument: String, argumentRange: SourceRange) async -> Diagnostic? {
        guard let command = MetaCommand(rawValue: name) else {
            return Diagnostic.unknownCommand(name, at: nameRange)
        }
        switch command {
        case .domain:
            guard interpreter.domains.contains(where: { $0.name == argument }) else {
                return Diagnostic.unknownDomain(argument, among: interpreter.domains.map(\.name), at: argument.isEmpty ? nameRange : argumentRange)
            }
            _ = await interpreter.run(statement, file: nil)
        case .fixtures:
            _ = await interpreter.run(statement, file: nil)
        case .load:
            namesMayComeFromLoadedFiles = true
        default:
            break
        }
        return nil
    }

    /// The diagnostic `body` throws, unless it is about a value only running could know.
    private func reported(_ body: () throws -> Void) -> Diagnostic? {
        do {
            try body()
            return nil
        } catch let diagnostic as Diagnostic {
            return isAboutUnknownValue(diagnostic) ? nil : diagnostic
        } catch {
            return nil
        }
    }

    private func isAboutUnknownValue(_ diagnostic: Diagnostic) -> Bool {
        if namesMayComeFromLoadedFiles && diagnostic.id == .unknownName { return true }
        return lastParsedRuntimeRanges.contains { $0.start < max(diagnostic.range.end, diagnostic.range.start + 1) && diagnostic.range.start < $0.end }
    }

    /// The ranges of the current statement's paths that start at `state` or an unknown name.
    private var lastParsedRuntimeRanges: [SourceRange] = []

    private func runtimeRanges(in statement: Statement) -> [SourceRange] {
        var ranges: [SourceRange] = []
        for expression in statement.expressions {
            collectRuntimePaths(expression, into: &ranges)
        }
        return ranges
    }

    private func collectRuntimePaths(_ expression: DSLExpression, into ranges: inout [SourceRange]) {
        if let root = Self.pathRoot(expression), root == "state" || unknownNames.contains(root) {
            ranges.append(expression.range)
            return
        }
        for child in expression.children {
            collectRuntimePaths(child, into: &ranges)
        }
    }

    /// The name a path starts at: `state` for `state.todos.items[0]`.
    static func pathRoot(_ expression: DSLExpression) -> String? {
        switch expression.kind {
        case .identifier(let name): name
        case .member(let base, _, _), .subscript(let base, _), .methodCall(let base, _, _, _): pathRoot(base)
        default: nil
        }
    }
}
