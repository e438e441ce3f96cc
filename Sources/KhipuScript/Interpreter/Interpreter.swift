import Foundation
import Khipu
import KhipuDSL

/// Runs `.khipu` statements against one domain session at a time: dispatches messages,
/// binds names, checks expectations and carries out meta commands.
///
/// It runs inside `KhipuEnvironment.$current.withValue(environment)`, so that the
/// domain's models see the environment's clock and ids.
package final class Interpreter {
    package let domains: [KhipuDomain]
    package let environment: KhipuEnvironment
    /// The store file holds the state of the domain the session started on; other domains
    /// switched to with `:domain` keep theirs in memory.
    let storeFile: URL?
    private let storeDomainName: String
    package var quietTimeout: Duration = .seconds(5)

    private(set) var session: any DomainSession
    private(set) var bindings = Bindings()
    /// The outputs of the last dispatch; nil before the first one.
    private(set) var lastOutputs: [Any]?
    /// Statements run so far, not counting commands.
    package private(set) var statementCount = 0
    /// The steps `:undo`, `:redo` and `:goto` move through (Interpreter+History.swift).
    var steps = StepHistory(limit: StepHistory.defaultLimit)
    /// The domains switched away from with `:domain`, with their state and history.
    var parkedDomains: [String: ParkedDomain] = [:]
    /// Every domain the session ran on, the first one first, for `:save`'s header.
    package private(set) var domainsUsed: [String]
    private var loadDepth = 0
    /// What `:save` writes back as a script.
    package private(set) var record = SessionRecord()
    /// How the REPL shows the session; changed with `:set`.
    package var settings = SessionSettings()

    package init(domain: KhipuDomain, domains: [KhipuDomain], environment: KhipuEnvironment, storeFile: URL? = nil) throws {
        self.domains = domains
        self.environment = environment
        self.storeFile = storeFile
        storeDomainName = domain.name
        domainsUsed = [domain.name]
        session = try domain.start(storeFile, environment)
    }

    package var domainName: String { session.name }
    package var boundNames: [String] { bindings.names }
    package var messageType: Any.Type { session.messageType }
    package var state: Any { session.state }
    package var exposedTypes: [any Decodable.Type] { session.exposedTypes }
    package var gatewayNames: [String] { session.gateways.map(\.name) }

    var decoder: DSLValueDecoder {
        let resolver = ScriptValueResolver(bindings: bindings, state: { [session] in session.state }, decoder: { [unowned self] in self.decoder })
        let environment = environment
        return DSLValueDecoder(
            context: DSLDecodingContext(resolver: resolver, types: session.exposedTypes, now: { environment.now() })
        )
    }

    /// Runs one statement; `file` names the script for diagnostics (nil in the REPL).
    package func execute(_ source: StatementSource, file: String?) async -> StatementOutcome {
        let render = { (diagnostic: Diagnostic) in
            DiagnosticRenderer().render(diagnostic, source: source, fileName: file, colored: false)
        }
        let statement: Statement
        do {
            statement = try StatementParser.parse(source.text)
        } catch {
            return outcome(source, file, [.failed(render(error))], isExpectation: false)
        }
        do {
            let (events, stop) = try await run(statement, source: source, file: file)
            if case .meta = statement {} else { statementCount += 1 }
            record.note(statement, text: source.text, events: events)
            return outcome(source, file, events, isExpectation: statement.isExpectation, stop: stop)
        } catch let diagnostic as Diagnostic {
            return outcome(source, file, [.failed(render(diagnostic))], isExpectation: statement.isExpectation)
        } catch {
            let location = "\(file ?? "<input>"):\(source.line)"
            return outcome(source, file, [.failed("\(location): error: \(error)")], isExpectation: statement.isExpectation)
        }
    }

    private func outcome(_ source: StatementSource, _ file: String?, _ events: [ScriptEvent], isExpectation: Bool, stop: Bool = false) -> StatementOutcome {
        StatementOutcome(file: file, line: source.line, text: source.text, events: events, isExpectation: isExpectation, stop: stop)
    }

    private func run(_ statement: Statement, source: StatementSource, file: String?) async throws -> ([ScriptEvent], stop: Bool) {
        switch statement {
        case .dispatch(let expression):
            return (try await dispatch(expression, text: source.text), false)
        case .echo(let expression):
            return ([.output(try echo(expression, inScript: file != nil))], false)
        case .binding(let name, let nameRange, let typeName, let typeRange, let value):
            return ([try bind(name, nameRange, typeName, typeRange, value)], false)
        case .expectMessage(let expression):
            return ([try expectMessage(expression)], false)
        case .expectNothing(let range):
            return ([try expectNothing(range)], false)
        case .expectComparison(let lhs, let isEqual, let rhs):
            return ([try expectComparison(lhs, isEqual: isEqual, rhs)], false)
        case .meta(let name, let nameRange, let argument, let argumentRange):
            let command = MetaCommandInvocation(name: name, nameRange: nameRange, argument: argument, argumentRange: argumentRange)
            return try await runMeta(command, source: source, file: file)
        }
    }

    // MARK: - Dispatch

    private func dispatch(_ expression: DSLExpression, text: String) async throws -> [ScriptEvent] {
        let message = try decoder.decode(session.messageType, from: expression)
        let before = steps.isEnabled ? session.state : nil
        _ = session.takeOutputs()
        try session.send(message)
        defer { recordStep(text, before: before as Any) }
        let (outputs, shown) = try await settle(after: "the dispatch")
        return [.dispatched(message: print(message), outputs: outputs.map { print($0) })] + shown
    }

    /// Waits until the domain is quiet, then takes what it emitted and showed; the
    /// emitted messages become what the next `expect` checks.
    private func settle(after what: String) async throws -> (outputs: [Any], shown: [ScriptEvent]) {
        let quiet = await environment.waitUntilQuiet(timeout: quietTimeout)
        let outputs = session.takeOutputs()
        lastOutputs = outputs
        let shown = session.takeShownText().map(ScriptEvent.output)
        if let loop = session.takeErrors().first {
            throw ScriptError(loop)
        }
        guard quiet else {
            throw ScriptError("the domain was still busy \(quietTimeout) after \(what): its asynchronous work did not finish")
        }
        return (outputs, shown)
    }

    // MARK: - Bindings

    private func bind(_ name: String, _ nameRange: SourceRange, _ typeName: String?, _ typeRange: SourceRange?, _ expression: DSLExpression) throws -> ScriptEvent {
        if name == "state" {
            throw Diagnostic("'state' is the domain's state and cannot be bound", at: nameRange)
        }
        let value: Any
        if let typeName, let typeRange {
            let type = try TypeLookup.type(named: typeName, at: typeRange, in: session.exposedTypes)
            value = try decoder.decode(type, from: expression)
        } else {
            value = try decoder.decodeWithoutExpectedType(from: expression)
        }
        bindings.bind(name, to: value)
        return .bound(name: name, value: print(value))
    }

    // MARK: - Expectations

    private func expectMessage(_ expression: DSLExpression) throws -> ScriptEvent {
        let expected = try decoder.decode(session.messageType, from: expression)
        guard let outputs = lastOutputs else {
            throw Diagnostic("nothing has been dispatched yet", at: expression.range)
        }
        if outputs.contains(where: { ValueEquality.areEqual($0, expected) }) {
            return .expectationPassed
        }
        return .expectationFailed(details: ExpectationReport.messageMismatch(expected: expected, outputs: outputs))
    }

    private func expectNothing(_ range: SourceRange) throws -> ScriptEvent {
        guard let outputs = lastOutputs else {
            throw Diagnostic("nothing has been dispatched yet", at: range)
        }
        if outputs.isEmpty { return .expectationPassed }
        return .expectationFailed(details: ExpectationReport.unexpectedOutputs(outputs))
    }

    private func expectComparison(_ lhs: DSLExpression, isEqual: Bool, _ rhs: DSLExpression) throws -> ScriptEvent {
        let (left, right) = try ComparisonEvaluation.evaluate(lhs, rhs, decoder: decoder, resolver: resolver)
        let equal = ValueEquality.areEqual(left, right)
        if equal == isEqual { return .expectationPassed }
        return .expectationFailed(details: ExpectationReport.comparisonFailed(left: left, right: right, isEqual: isEqual))
    }

    var resolver: ScriptValueResolver {
        ScriptValueResolver(bindings: bindings, state: { [session] in session.state }, decoder: { [unowned self] in self.decoder })
    }

    // MARK: - Meta commands

    private func runMeta(_ command: MetaCommandInvocation, source: StatementSource, file: String?) async throws -> ([ScriptEvent], stop: Bool) {
        guard let meta = MetaCommand(rawValue: command.name) else {
            throw Diagnostic(
                "unknown command ':\(command.name)'",
                at: command.nameRange,
                notes: ["commands: " + MetaCommand.allCases.map { ":" + $0.rawValue }.joined(separator: " ")],
                suggestion: DidYouMean.suggestion(for: command.name, among: MetaCommand.allCases.map(\.rawValue)).map { ":" + $0 }
            )
        }
        switch meta {
        case .help:
            return ([.output(try help(command))], false)
        case .quit:
            return ([], true)
        case .state:
            return ([.output(try showState(command))], false)
        case .reset:
            let before = steps.isEnabled ? session.state : nil
            session.reset()
            lastOutputs = nil
            recordStep(":reset", before: before as Any)
            return ([.output("state reset")], false)
        case .undo, .redo, .goto, .history:
            return ([.output(try runTimeTravel(meta, command))], false)
        case .clock:
            // Moving the clock wakes timers; what they emit is checked like a dispatch's output.
            _ = session.takeOutputs()
            let before = steps.isEnabled ? session.state : nil
            let text = try ClockCommand.run(command, environment: environment)
            guard !command.argument.isEmpty else { return ([.output(text)], false) }
            defer { recordStep(":clock " + command.argument, before: before as Any) }
            let (outputs, shown) = try await settle(after: "moving the clock")
            let emitted: [ScriptEvent] = outputs.isEmpty ? [] : [.emitted(outputs.map { print($0) })]
            return ([.output(text)] + emitted + shown, false)
        case .gateway:
            return ([.output(try GatewayCommand.run(command, gateways: session.gateways, environment: environment))], false)
        case .domain:
            return ([.output(try switchDomain(command))], false)
        case .describe:
            return ([.output(describe(command, inScript: file != nil))], false)
        case .fixtures:
            let fixtures = try documentationFixtures(command)
            fixtures.forEach { bindings.bind($0.name, to: $0.value) }
            return (fixtures.map { .bound(name: $0.name, value: print($0.value)) }, false)
        case .load:
            return try await load(command, relativeTo: file)
        case .save:
            let saved = try await SessionScriptWriter.save(record, startDomain: storeDomainName, domainsUsed: domainsUsed, domains: domains, command: command, relativeTo: file)
            return ([.output(saved)], false)
        case .set:
            let text = try settings.apply(command)
            if settings.undoLimit != steps.limit { undoLimit = settings.undoLimit }
            return ([.output(text)], false)
        }
    }

    private func showState(_ command: MetaCommandInvocation) throws -> String {
        guard !command.argument.isEmpty else { return printPretty(session.state) }
        var path = command.argument
        var shift = command.argumentRange.start
        if !(path == "state" || path.hasPrefix("state.") || path.hasPrefix("state[")) {
            path = "state." + path
            shift -= 6
        }
        do {
            let expression = try DSLParser.parseExpression(path)
            return printPretty(try resolver.evaluate(expression))
        } catch {
            throw error.shifted(by: shift)
        }
    }

    private func switchDomain(_ command: MetaCommandInvocation) throws -> String {
        let name = command.argument
        guard let domain = domains.first(where: { $0.name == name }) else {
            throw Diagnostic(
                name.isEmpty ? "expected a domain name" : "unknown domain '\(name)'",
                at: name.isEmpty ? command.nameRange : command.argumentRange,
                notes: ["domains: " + domains.map(\.name).joined(separator: ", ")],
                suggestion: DidYouMean.suggestion(for: name, among: domains.map(\.name))
            )
        }
        // A script's first line naming the domain it already runs on starts nothing new.
        if domain.name == session.name && statementCount == 0 && lastOutputs == nil {
            return "domain \(domain.name)"
        }
        return try resume(domain)
    }

    private func load(_ command: MetaCommandInvocation, relativeTo file: String?) async throws -> ([ScriptEvent], stop: Bool) {
        guard !command.argument.isEmpty else {
            throw Diagnostic("expected a file to load", at: command.nameRange)
        }
        guard loadDepth < 16 else {
            throw Diagnostic("files load each other more than 16 deep", at: command.argumentRange)
        }
        let path = ScriptFile.resolve(command.argument, relativeTo: file)
        let script = try ScriptFile.read(path)
        loadDepth += 1
        defer { loadDepth -= 1 }
        var events: [ScriptEvent] = []
        for statement in script.statements {
            let outcome = await execute(statement, file: path)
            events += outcome.events
            if outcome.stop { return (events, true) }
            if outcome.events.contains(where: { if case .failed = $0 { true } else { false } }) { break }
        }
        return (events, false)
    }

    // MARK: - Printing

    func resetLastOutputs() { lastOutputs = nil }

    /// Switches to `domain`: the one the session was on waits, with its state and
    /// history, until it is switched back to. Naming the domain the session is on starts
    /// it afresh.
    private func resume(_ domain: KhipuDomain) throws -> String {
        let limit = steps.limit
        lastOutputs = nil
        if domain.name == session.name {
            session = try domain.start(domain.name == storeDomainName ? storeFile : nil, environment)
            steps.clear()
            return "domain \(domain.name)"
        }
        let current = ParkedDomain(session: session, steps: steps)
        let parked = parkedDomains.removeValue(forKey: domain.name)
        if let parked {
            session = parked.session
            steps = parked.steps
            steps.setLimit(limit)
        } else {
            session = try domain.start(domain.name == storeDomainName ? storeFile : nil, environment)
            steps = StepHistory(limit: limit)
        }
        parkedDomains[current.session.name] = current
        if !domainsUsed.contains(domain.name) { domainsUsed.append(domain.name) }
        return parked == nil ? "domain \(domain.name)" : "domain \(domain.name), resumed where it was left"
    }

    func print(_ value: Any) -> String {
        guard let encodable = value as? any Encodable else { return String(describing: value) }
        return DSLPrinter.print(encodable)
    }

    func printPretty(_ value: Any) -> String {
        guard let unwrapped = OptionalUnwrapping.unwrap(value) else { return "nil" }
        guard let encodable = unwrapped as? any Encodable else { return String(describing: unwrapped) }
        return DSLPrinter.print(encodable, style: .pretty(width: 80))
    }
}

extension Error {
    /// Moves a diagnostic's range, for text that was parsed out of a larger line.
    func shifted(by offset: Int) -> any Error {
        guard var diagnostic = self as? Diagnostic else { return self }
        diagnostic.range = SourceRange(max(0, diagnostic.range.start + offset), max(0, diagnostic.range.end + offset))
        return diagnostic
    }
}
