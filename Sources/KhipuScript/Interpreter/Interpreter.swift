import Foundation
import Khipu
import KhipuDSL

/// Runs `.khipu` statements against one domain session at a time: dispatches messages,
/// binds names, checks expectations and hands `:` commands to their handlers
/// (`MetaCommand.handler`), keeping the state they change.
///
/// It binds its own environment (`KhipuEnvironment.current`) while it starts a domain
/// and runs statements, so that the domain's models see the environment's clock and ids
/// whichever environment its caller runs in.
///
/// One task at a time runs it. The properties read for every statement skip the
/// runtime's exclusivity check (`@exclusivity(unchecked)`), which costs more than the
/// accesses themselves; none of them is changed while another access to it is open.
package final class Interpreter {
    package let domains: [KhipuDomain]
    package let environment: KhipuEnvironment
    /// The store file holds the state of the domain the session started on; other domains
    /// switched to with `:domain` keep theirs in memory.
    private let storeFile: URL?
    let storeDomainName: String
    package var quietTimeout: Duration = .seconds(5)

    @exclusivity(unchecked) private(set) var session: any DomainSession {
        // Another domain names other types: the decoders learn them afresh.
        didSet {
            cachedDecoders = nil
            sessionCollectsChanges = true
        }
    }
    /// Whether messages may have come out since the last statement took them: with a live
    /// clock, or after the domain stayed busy past the quiet timeout.
    @exclusivity(unchecked) private var mayHaveStrayOutputs: Bool
    /// Whether the environment's clock was found fixed; it never goes back to live.
    @exclusivity(unchecked) private var clockIsFixed = false
    /// Whether the session's store keeps its changes for the history to take: until the
    /// history, off, has taken them once.
    var sessionCollectsChanges = true
    /// Built on first use and kept while the session runs one domain, so that their memo
    /// of the domain's types is learned once, not for every statement.
    @exclusivity(unchecked) private var cachedDecoders: SessionDecoders?
    private(set) var bindings = Bindings()
    /// Puts back bindings taken earlier: an editor's checker resuming at a checkpoint.
    func restoreBindings(_ saved: Bindings) { bindings = saved }
    /// The outputs of the last dispatch; nil before the first one.
    @exclusivity(unchecked) private(set) var lastOutputs: [Any]?
    /// Where the ones of `lastOutputs` a follow-up set off came from, by index; taken only
    /// when events are printed.
    @exclusivity(unchecked) private var lastOutputOrigins: [Int: FollowUpOrigin] = [:]
    /// Statements run so far, not counting commands.
    @exclusivity(unchecked) package private(set) var statementCount = 0
    /// The steps `:undo`, `:redo` and `:goto` move through (Interpreter+History.swift).
    @exclusivity(unchecked) var steps = StepHistory(limit: StepHistory.defaultLimit)
    /// The domains switched away from with `:domain`, with their state and history.
    private var parkedDomains: [String: ParkedDomain] = [:]
    /// Every domain the session ran on, the first one first, for `:save`'s header.
    package private(set) var domainsUsed: [String]
    /// What the last dispatch emitted and which of it was matched, for exhaustive mode.
    @exclusivity(unchecked) private var emission: Emission?
    /// The files `:load` is running, outermost first; its length is the nesting depth.
    private var loadChain: [String] = []
    /// Files loaded since the outermost `:load` began: a file loading another ten times,
    /// sixteen deep, would otherwise run 10^16 loads within the depth limit.
    private var loadCount = 0
    static let maximumLoadDepth = 16
    static let maximumLoads = 1_000
    /// What `:save` writes back as a script.
    package private(set) var record = SessionRecord()
    /// Whether `record` is kept; off for a script that never saves, which would otherwise
    /// keep an entry for every statement that nobody reads.
    @exclusivity(unchecked) package var keepsRecord = true
    /// How the REPL shows the session; changed with `:set`.
    @exclusivity(unchecked) package var settings = SessionSettings()
    /// Whether dispatches and bindings print their messages and values into their events.
    /// Off when nobody reads what passed (`khipu run` without a transcript): printing a
    /// message costs about as much as decoding it.
    @exclusivity(unchecked) package var printsEvents = true
    /// What `:report` writes: kept, with the state's diff at each step, only when set (the REPL).
    @exclusivity(unchecked) package var sessionReport: SessionReport?

    package init(domain: KhipuDomain, domains: [KhipuDomain], environment: KhipuEnvironment, storeFile: URL? = nil) throws {
        self.domains = domains
        self.environment = environment
        self.storeFile = storeFile
        storeDomainName = domain.name
        domainsUsed = [domain.name]
        mayHaveStrayOutputs = !environment.isFixed
        session = try KhipuEnvironment.$current.withValue(environment) { try domain.start(storeFile, environment) }
    }

    package var domainName: String { session.name }
    package var messageType: Any.Type { session.messageType }
    package var state: Any { session.state }
    package var exposedTypes: [any Decodable.Type] { session.exposedTypes }
    package var gatewayNames: [String] { session.gateways.map(\.name) }

    /// Reads expressions with the session's names, paths, types and clock; a `_` is an error.
    var decoder: DSLValueDecoder { decoders.reading }

    /// Like `decoder`, but a `_` ends decoding with `WildcardResolver.reached`.
    private var stoppingDecoder: DSLValueDecoder { decoders.stoppingAtWildcard }

    private var decoders: SessionDecoders {
        if let cachedDecoders { return cachedDecoders }
        let built = SessionDecoders(reading: makeDecoder(stoppingAtWildcard: false), stoppingAtWildcard: makeDecoder(stoppingAtWildcard: true))
        cachedDecoders = built
        return built
    }

    /// The resolver reads the bindings and state as they are when it runs, so one decoder
    /// serves the whole session on a domain.
    private func makeDecoder(stoppingAtWildcard: Bool) -> DSLValueDecoder {
        let resolver = WildcardResolver(base: resolver, stopsAtWildcard: stoppingAtWildcard)
        let environment = environment
        return DSLValueDecoder(
            context: DSLDecodingContext(resolver: resolver, typesOnFirstUse: { [session] in session.exposedTypes }, now: { environment.now() })
        )
    }

    /// Runs one statement and returns what it did, last; before it, the outcomes of the
    /// statements of a `:load`ed file, and in exhaustive mode a failure for the messages
    /// the previous dispatch emitted that no `expect` matched. `file` names the script for
    /// diagnostics (nil in the REPL).
    ///
    /// The one way into a statement. It binds the interpreter's environment unless a
    /// runner of many statements bound it around them all with `inOwnEnvironment`.
    nonisolated(nonsending) package func run(_ statement: ParsedStatement, file: String?) async -> StatementRun {
        if let sessionReport { return await run(statement, file: file, reportingTo: sessionReport) }
        if KhipuEnvironment.current === environment { return await runInEnvironment(statement, file: file) }
        return await inOwnEnvironment { await runInEnvironment(statement, file: file) }
    }

    /// Runs `body` with the interpreter's environment bound, binding it only when it is not
    /// bound already. A runner of many statements may wrap them all in one call: binding
    /// a task-local once per statement costs about as much as a small dispatch's work.
    nonisolated(nonsending) package func inOwnEnvironment<T>(_ body: nonisolated(nonsending) () async -> T) async -> T {
        if KhipuEnvironment.current === environment { return await body() }
        return await KhipuEnvironment.$current.withValue(environment, operation: body)
    }

    // Inlined, as is `run(_:source:file:)` below: an async call costs a frame and an
    // executor check, paid for every statement.
    @inline(__always)
    nonisolated(nonsending) func runInEnvironment(_ parsed: ParsedStatement, file: String?) async -> StatementRun {
        let source = parsed.source
        func problem(_ diagnostic: Diagnostic) -> ScriptEvent {
            .failed(.diagnostic(LocatedDiagnostic(diagnostic, source: source, fileName: file)))
        }
        let statement: Statement
        switch parsed.result {
        case .success(let parsed):
            statement = parsed
        case .failure(let error):
            return StatementRun(preceding: [], own: outcome(source, file, [problem(error)], isExpectation: false, diagnosticID: error.id))
        }
        var preceding: [StatementOutcome] = []
        if endsEmission(statement), let unmatched = closeEmission() {
            preceding.append(unmatched)
        }
        do {
            let result = try await run(statement, source: source, file: file)
            if case .meta = statement {} else { statementCount += 1 }
            if keepsRecord { record.note(statement, text: source.text, events: result.events) }
            let own = outcome(source, file, result.events, isExpectation: statement.isExpectation, stop: result.stop, diagnosticID: result.diagnosticID)
            return StatementRun(preceding: result.nested.isEmpty ? preceding : preceding + result.nested, own: own)
        } catch let diagnostic as Diagnostic {
            let explained = statement.isExpectation ? PatternHint.adding(to: diagnostic, in: statement, source: source.text) : diagnostic
            return StatementRun(preceding: preceding, own: outcome(source, file, [problem(explained)], isExpectation: statement.isExpectation, diagnosticID: explained.id))
        } catch {
            // Errors other than diagnostics may quote paths and arguments: shown visibly.
            let scriptError = ScriptError(error)
            let failed = ScriptEvent.failed(.error("\(error)", file: file, line: source.line))
            var own = outcome(source, file, [failed], isExpectation: statement.isExpectation, diagnosticID: scriptError?.id)
            if case .store? = scriptError { own.failedToStore = true }
            return StatementRun(preceding: preceding, own: own)
        }
    }

    /// Lets go of the store files of every domain the session ran on, when it ends; a
    /// store may then compact its journal, so that the next session opens it quickly.
    package func close() {
        session.close()
        parkedDomains.values.forEach { $0.session.close() }
    }

    /// In exhaustive mode, a failure for what the last emission left unmatched; forgets the
    /// emission either way. Runners call it when a scenario ends.
    package func closeEmission() -> StatementOutcome? {
        defer { emission = nil }
        guard settings.isExhaustive else { return nil }
        return emission?.failure()
    }

    /// Whether the statement replaces what later expectations look at.
    private func endsEmission(_ statement: Statement) -> Bool {
        switch statement {
        case .dispatch, .scenario: return true
        case .meta(let name, _, let argument, _):
            return MetaCommand(rawValue: name)?.handler.endsEmission(argument: argument) ?? false
        default: return false
        }
    }

    private func outcome(_ source: StatementSource, _ file: String?, _ events: [ScriptEvent], isExpectation: Bool, stop: Bool = false, diagnosticID: DiagnosticID? = nil) -> StatementOutcome {
        StatementOutcome(file: file, line: source.line, text: source.text, events: events, isExpectation: isExpectation, stop: stop, diagnosticID: diagnosticID)
    }

    @inline(__always)
    nonisolated(nonsending) private func run(_ statement: Statement, source: StatementSource, file: String?) async throws -> StatementResult {
        switch statement {
        case .dispatch(let expression):
            // Here rather than in an async function of its own: one await fewer per dispatch.
            let (message, before) = try send(expression)
            var failed = true
            defer { recordStep(source.text, before: before as Any, failed: failed) }
            // Quiet already (most dispatches start no asynchronous work): taken without an await.
            let shown = environment.isQuiet ? try collect(after: "the dispatch", by: source, in: file, quiet: true) : try await settle(after: "the dispatch", by: source, in: file)
            failed = false
            // The session returns the message only when the events print it.
            guard let message else { return StatementResult(events: shown) }
            return StatementResult(events: [.dispatched(message: printed(message), outputs: emittedMessages(otherwise: .answer))] + shown)
        case .echo(let expression):
            return StatementResult(events: [.output(try echo(expression, inScript: file != nil))])
        case .binding(let name, let nameRange, let typeName, let typeRange, let value):
            return StatementResult(events: try bind(name, nameRange, typeName, typeRange, value))
        case .expectMessage(let expression, let repeats):
            takeArrivals()
            return StatementResult(events: [try asExpectation { try expectMessage(expression, repeats: repeats, source: source) }])
        case .expectNothing(let range):
            takeArrivals()
            return StatementResult(events: [try expectNothing(range)])
        case .expectComparison(let lhs, let op, let operatorRange, let rhs):
            let evaluation = comparison(quoting: source.text)
            return StatementResult(events: [try asExpectation { try evaluation.check(lhs, op, at: operatorRange, rhs) }])
        case .scenario(let name, let range):
            return StatementResult(events: [.output(try startScenario(name, at: range))])
        case .meta(let name, let nameRange, let argument, let argumentRange):
            let command = MetaCommandInvocation(name: name, nameRange: nameRange, argument: argument, argumentRange: argumentRange)
            var result = try await runMeta(command, source: source, file: file)
            result.events = result.events.map(Self.terminalSafe)
            return result
        }
    }

    /// What meta commands and receivers print may echo paths, arguments and message
    /// bodies: their text is shown with controls and bidi overrides visible.
    private static func terminalSafe(_ event: ScriptEvent) -> ScriptEvent {
        guard case .output(let text) = event else { return event }
        return .output(TerminalSafeText.visible(text, keepingLineBreaks: true))
    }

    // MARK: - Dispatch

    /// Decodes and sends a message; returns it (when a transcript prints it) with the state
    /// before it (when the history keeps steps).
    private func send(_ expression: DSLExpression) throws -> (message: Any?, before: Any?) {
        let before = stateBeforeStep
        // Only a live clock's timers, or work a dispatch left busy, emit between statements.
        if mayHaveStrayOutputs { _ = session.takeOutputs() }
        // A clock once fixed stays fixed: asked (under the environment's lock) only until it is.
        if !clockIsFixed { clockIsFixed = environment.isFixed }
        mayHaveStrayOutputs = !clockIsFixed
        do {
            let message = try session.send(expression, decodedBy: decoders, returningMessage: printsEvents)
            return (message, before)
        } catch let diagnostic as Diagnostic {
            // It did not read as a message: nothing was sent.
            throw diagnostic
        } catch {
            // What it emitted before it failed is not the next dispatch's.
            mayHaveStrayOutputs = true
            throw error
        }
    }

    /// Waits until the domain is quiet, then takes what it emitted and returns what it
    /// showed; the emitted messages become `lastOutputs`, what the next `expect` checks, as
    /// emitted by `source`.
    nonisolated(nonsending) func settle(after what: String, by source: StatementSource, in file: String?) async throws -> [ScriptEvent] {
        let quiet = await environment.waitUntilQuiet(timeout: quietTimeout)
        return try collect(after: what, by: source, in: file, quiet: quiet)
    }

    /// What `settle` does once the wait is over.
    private func collect(after what: String, by source: StatementSource, in file: String?, quiet: Bool) throws -> [ScriptEvent] {
        // The last outputs' array, emptied, takes the new ones: unless an emission still
        // holds it, it is refilled in place rather than allocated afresh for every dispatch.
        var outputs = lastOutputs.take() ?? []
        if outputs.capacity > Self.reusedOutputsCapacity {
            outputs = []
        } else {
            // Not `removeAll(keepingCapacity:)`, which replaces a subrange generically.
            while outputs.popLast() != nil {}
        }
        let activity = session.takeActivity(appendingOutputsTo: &outputs)
        // On a live clock, work whose wait came due while the step ran answers later, as a
        // clock move would bring its answer on a fixed clock: not the step's answer.
        let laterOrigins = clockIsFixed ? nil : LaterAnswers.drop(from: &outputs, origins: session.originsOfTakenOutputs())
        // Only exhaustive mode reports what an emission left unmatched, so only a dispatch
        // made while it is on keeps one; nothing emitted leaves nothing to report.
        emission = settings.isExhaustive && !outputs.isEmpty ? Emission(file: file, source: source, outputs: outputs) : nil
        lastOutputs = consume outputs
        if printsEvents { lastOutputOrigins = laterOrigins ?? session.originsOfTakenOutputs() }
        let shown = activity.shown.map { Self.terminalSafe(.output($0)) }
        if let failure = activity.errors.first {
            throw failure
        }
        guard quiet else {
            mayHaveStrayOutputs = true
            throw ScriptError.stillBusy(timeout: quietTimeout, after: what)
        }
        return shown
    }

    /// The largest array of outputs kept for the next dispatch's: one that took a long
    /// burst is let go.
    private static let reusedOutputsCapacity = 64

    // MARK: - Bindings

    /// Binds `name` as `let` would, for a command that binds names (`:fixtures`).
    func bind(_ name: String, to value: Any) {
        bindings.bind(name, to: value)
    }

    private func bind(_ name: String, _ nameRange: SourceRange, _ typeName: String?, _ typeRange: SourceRange?, _ expression: DSLExpression) throws -> [ScriptEvent] {
        if name == "state" {
            throw Diagnostic.bindingState(at: nameRange)
        }
        let value: Any
        if let typeName, let typeRange {
            let type = try TypeLookup.type(named: typeName, at: typeRange, in: TypeNames(session.exposedTypes))
            value = try decoder.decode(type, from: expression)
        } else {
            value = try decoder.decodeWithoutExpectedType(from: expression)
        }
        bindings.bind(name, to: value)
        return printsEvents ? [.bound(name: name, value: printed(value))] : []
    }

    // MARK: - Expectations

    /// Runs an expectation aside: values it builds take ids and the time from an
    /// environment of their own, so checking never moves what the domain sees next.
    private func asExpectation<T>(_ check: () throws -> T) throws -> T {
        let aside = KhipuEnvironment.fixed(now: environment.now(), idSpace: IDSpace.expectations)
        return try KhipuEnvironment.$current.withValue(aside, operation: check)
    }

    /// Type-checks `expect MESSAGE` (wildcards included) without comparing it with anything.
    func checkExpectedMessage(_ expression: DSLExpression) throws(Diagnostic) {
        let type = session.messageType
        if WildcardPattern.containsWildcard(expression) {
            try expectedValueBuilder.check(expression, as: type)
        } else {
            _ = try decoder.decode(type, from: expression)
        }
    }

    /// Evaluates `expect a OP b` against the current bindings and state.
    func comparison(quoting source: String) -> ComparisonEvaluation {
        ComparisonEvaluation(builder: expectedValueBuilder, evaluate: { (expression) throws(Diagnostic) in try self.evaluate(expression) }, source: source)
    }

    private var expectedValueBuilder: ExpectedValueBuilder {
        ExpectedValueBuilder(decoder: decoder, stoppingDecoder: stoppingDecoder)
    }

    /// A running app's later answers and other sources' messages since the last dispatch
    /// join what the expectation checks (`DomainSession.takeArrivals`).
    private func takeArrivals() {
        guard session.isLive else { return }
        let arrivals = session.takeArrivals()
        guard !arrivals.isEmpty else { return }
        lastOutputs = (lastOutputs ?? []) + arrivals
    }

    private func expectMessage(_ expression: DSLExpression, repeats: ExpectedRepeats?, source: StatementSource) throws -> ScriptEvent {
        let builder = expectedValueBuilder
        let type = session.messageType
        let hasWildcard = WildcardPattern.containsWildcard(expression)
        let plain: Any? = hasWildcard ? nil : try builder.decoder.decode(type, from: expression)
        if hasWildcard { try builder.check(expression, as: type) }
        guard let outputs = lastOutputs else {
            throw Diagnostic.nothingDispatched(at: expression.range)
        }
        var expected: [Any?] = []
        var firstProblem: Diagnostic?
        for output in outputs {
            if let plain {
                expected.append(plain)
                continue
            }
            do {
                expected.append(try builder.value(expression, as: type, comparedWith: output))
            } catch {
                // A message that cannot take the `_`'s value is just not a match…
                firstProblem = firstProblem ?? error
                expected.append(nil)
            }
        }
        let matches = outputs.indices.filter { index in expected[index].map { ValueEquality.areEqualForExpectations(outputs[index], $0) } ?? false }
        if let repeats, !matches.isEmpty || firstProblem == nil {
            // Exhaustive mode counts each of them as matched: `× 15` stands for 15 `expect` lines.
            guard matches.count == repeats.count else {
                return .expectationFailed(details: ExpectationReport.repeatMismatch(
                    expected: repeats.count, matching: matches.count, written: written(expression, in: source), outputs: outputs))
            }
            for index in matches { emission?.match(index) }
            return .expectationPassed
        }
        if let index = matches.first(where: { emission?.isMatched($0) == false }) ?? matches.first {
            emission?.match(index)
            return .expectationPassed
        }
        // …unless no message could: then the expectation itself is wrong.
        if let firstProblem, expected.allSatisfy({ $0 == nil }) { throw firstProblem }
        return .expectationFailed(details: ExpectationReport.messageMismatch(expected: expected, written: written(expression, in: source), outputs: outputs))
    }

    private func written(_ expression: DSLExpression, in source: StatementSource) -> String {
        String(decoding: Array(source.text.utf8)[expression.range.start..<min(expression.range.end, source.text.utf8.count)], as: UTF8.self)
    }

    private func expectNothing(_ range: SourceRange) throws -> ScriptEvent {
        guard let outputs = lastOutputs else {
            throw Diagnostic.nothingDispatched(at: range)
        }
        if outputs.isEmpty { return .expectationPassed }
        return .expectationFailed(details: ExpectationReport.unexpectedOutputs(outputs))
    }

    private var resolver: ScriptValueResolver {
        ScriptValueResolver(bindings: { [unowned self] in self.bindings }, state: { [unowned self] in self.session.state }, decoder: { [unowned self] in self.decoder })
    }

    /// A path or expression on the bindings and state as they are now.
    func evaluate(_ expression: DSLExpression) throws(Diagnostic) -> Any {
        try resolver.evaluate(expression)
    }

    // MARK: - Scenarios

    /// `scenario "name"` typed in a session: the state starts afresh. A script's scenarios
    /// are run by `ScriptRunner`, each on a fresh domain.
    private func startScenario(_ name: String, at range: SourceRange) throws -> String {
        guard loadChain.isEmpty else {
            throw Diagnostic.scenarioInLoadedFile(at: range)
        }
        let before = stateBeforeStep
        try resetState()
        // A step like `:reset`, which is what `:save` writes for it.
        recordStep("scenario \"\(name)\"", before: before as Any)
        return "scenario \"\(name)\": the state starts afresh"
    }

    /// Puts the state back to its initial value; nothing was dispatched since.
    func resetState() throws {
        try session.reset()
        lastOutputs = nil
    }

    /// The state now, when the history keeps steps, to record a step from.
    var stateBeforeStep: Any? { steps.isEnabled ? session.state : nil }

    // MARK: - Meta commands

    nonisolated(nonsending) private func runMeta(_ command: MetaCommandInvocation, source: StatementSource, file: String?) async throws -> StatementResult {
        guard let meta = MetaCommand(rawValue: command.name) else {
            throw Diagnostic.unknownCommand(command.name, at: command.nameRange)
        }
        if session.isLive, let why = meta.handler.notLiveBecause {
            throw Diagnostic.notLive(":" + command.name, why: why, at: command.nameRange)
        }
        return try await meta.handler.run(command, in: self, source: source, file: file)
    }

    func switchDomain(to domain: KhipuDomain) throws -> String {
        // A script's first line naming the domain it already runs on starts nothing new.
        if domain.name == session.name && statementCount == 0 && lastOutputs == nil {
            return "domain \(domain.name)"
        }
        return try resume(domain)
    }

    nonisolated(nonsending) func load(_ command: MetaCommandInvocation, relativeTo file: String?) async throws -> StatementResult {
        guard !command.argument.isEmpty else {
            throw Diagnostic.missingLoadFile(at: command.nameRange)
        }
        let path = ScriptFile.normalized(ScriptFile.resolve(command.argument, relativeTo: file))
        if loadChain.isEmpty { loadCount = 0 }
        guard loadChain.count < Self.maximumLoadDepth else {
            throw Diagnostic.loadsTooDeep(limit: Self.maximumLoadDepth, at: command.argumentRange, notes: [loadChainNote(then: path)])
        }
        guard loadCount < Self.maximumLoads else {
            throw Diagnostic.tooManyLoads(limit: Self.maximumLoads, at: command.argumentRange, notes: [loadChainNote(then: path)])
        }
        loadCount += 1
        let bytes: Data
        do throws(ScriptFile.Unreadable) {
            bytes = try ScriptFile.bytes(path)
        } catch {
            throw Diagnostic.cannotLoadFile(path, reason: error.reason, at: command.argumentRange)
        }
        let script = try ScriptFile.split(bytes, path: path)
        loadChain.append(path)
        defer { loadChain.removeLast() }
        var nested: [StatementOutcome] = []
        for statement in script.statements {
            let outcomes = await runInEnvironment(statement, file: path).outcomes
            nested += outcomes
            if outcomes.contains(where: \.stop) { return StatementResult(events: [], stop: true, nested: nested) }
            // The statements after one that could not run would miss what it was to make.
            if outcomes.contains(where: \.couldNotRun) { break }
        }
        return StatementResult(events: [], nested: nested)
    }

    private func loadChainNote(then path: String) -> String {
        "load chain: " + (loadChain + [path]).map { TerminalSafeText.visible($0) }.joined(separator: " → ")
    }

    /// Switches to `domain`: the one the session was on waits, with its state and
    /// history, until it is switched back to. Naming the domain the session is on starts
    /// it afresh.
    private func resume(_ domain: KhipuDomain) throws -> String {
        let limit = steps.limit
        lastOutputs = nil
        if domain.name == session.name {
            session.close()  // A store file has one writer: the new session may be the one to open it.
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
        // A domain met for the first time says what it is, as the banner does for the first.
        return parked == nil ? "domain \(domain.name): \(domain.summary)" : "domain \(domain.name), resumed where it was left"
    }

    /// Forgets the last dispatch's outputs: after moving through the history, `expect`
    /// has nothing to check until the next dispatch.
    func resetLastOutputs() { lastOutputs = nil }

    // MARK: - Printing

    /// `lastOutputs` printed, each with where it came from: a follow-up's origin, or
    /// `source` for the ones no follow-up set off.
    func emittedMessages(otherwise source: MessageSource) -> [EmittedMessage] {
        (lastOutputs ?? []).enumerated().map { index, output in
            let origin = lastOutputOrigins[index].map { MessageSource.followUp(startedBy: $0.startedBy?(), timer: $0.timer, waited: $0.waited) }
            return EmittedMessage(printed(output), source: origin ?? source)
        }
    }

    /// A value as the DSL writes it (`.todos(.cmd(…))`); not named `print`, which would
    /// hide `Swift.print` inside the interpreter.
    func printed(_ value: Any) -> String {
        guard let encodable = value as? any Encodable else { return String(describing: value) }
        return DSLPrinter.print(encodable)
    }

    func printPretty(_ value: Any, width: Int) -> String {
        guard let unwrapped = ValueUnwrapping.unwrap(value) else { return "nil" }
        guard let encodable = unwrapped as? any Encodable else { return String(describing: unwrapped) }
        return DSLPrinter.print(encodable, style: .pretty(width: width))
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
