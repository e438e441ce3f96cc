import Foundation
import Khipu
import KhipuDSL
import KhipuTestSupport
import Testing

/// Runs every message against every state of one domain, as the `khipu` tool hosts it
/// (text receivers included), with each simulated gateway working and failing, and
/// collects what broke a promise. A trap has no finding to return: it ends the test
/// process, so a run that returns is the proof that no state and message trapped.
struct DomainTrial<Message: Codable & Equatable, State: Codable & Equatable & Alterable> {
    let definition: AppDomainDefinition<Message, State>

    private var decoder: DSLValueDecoder {
        DSLValueDecoder(context: DSLDecodingContext(types: definition.exposedTypes))
    }

    /// Each text decoded as `State`, the way a script or a store in the DSL gives it.
    func states(_ texts: [String]) throws -> [State] {
        try texts.map { try decode(State.self, $0) }
    }

    /// The commands and answers of the domain's documentation table, and `extra` decoded.
    func messages(extra: [String]) throws -> [Message] {
        let rows = definition.documentation.table().rows
        return rows.flatMap { [$0.command] + $0.success + $0.failure } + (try extra.map { try decode(Message.self, $0) })
    }

    /// Runs every message against every state and expects no finding.
    func check(states: [State], messages: [Message], sourceLocation: SourceLocation = #_sourceLocation) async {
        let record = TrialRecord(name: "\(definition.name).spec", rerun: "swift test --filter \(definition.name)ReliabilitySpec (case-insensitive)")
        let findings = await run(states: states, messages: messages, record: record)
        #expect(
            findings.isEmpty, "\(findings.count) findings, e.g.\n\(findings.prefix(3).joined(separator: "\n"))",
            sourceLocation: sourceLocation)
    }

    /// The clocks a case runs on: the fixed clock of scripts and ones near either end of
    /// the printable years, where a second no longer changes the date.
    static var clocks: [Date] {
        [KhipuEnvironment.fixed().now(), Date(timeIntervalSinceReferenceDate: 3e16), Date(timeIntervalSinceReferenceDate: -3e16)]
    }

    /// Each gateway's modes by name, and nil for all gateways in their default mode.
    var gatewayModes: [(gateway: String, mode: String)?] {
        [nil] + definition.gateways.flatMap { gateway in gateway.modes.map { (gateway.name, $0.name) } }
    }

    /// The findings of running every message against every state, each pair on a clock and
    /// in a gateway mode picked by `seed` (on every clock and mode with `LongTrials`), and then
    /// with the clock advanced by each of `clockSteps` seconds so that timers tick.
    /// With a `record`, each case is written down before it runs.
    func run(
        states: [State], messages: [Message], seed: UInt64 = 1, clockSteps: [TimeInterval] = [1, 2], record: TrialRecord? = nil
    ) async -> [String] {
        var findings: [String] = []
        var random = SeededRandom(seed: seed)
        let modes = gatewayModes
        let printedMessages = record.map { _ in messages.map { String(DSLPrinter.print($0).prefix(10_000)) } }
        for (stateNumber, state) in states.enumerated() {
            let printed = DSLPrinter.print(state)
            record?.begin(state: printed, number: stateNumber)
            // Printing and reading back a large state costs seconds in a debug build: check
            // the first state a message changes it into, not every one.
            var checksChangedState = true
            for (messageNumber, message) in messages.enumerated() {
                let clocks = LongTrials.areEnabled ? Self.clocks : [random.pick(Self.clocks)]
                let pickedModes = LongTrials.areEnabled ? modes : [random.pick(modes)]
                for clock in clocks {
                    for mode in pickedModes {
                        record?.begin(
                            message: printedMessages?[messageNumber] ?? "", number: messageNumber, clock: clock,
                            gatewayMode: mode.map { "\($0.gateway) \($0.mode)" } ?? "default")
                        let (found, changed) = await run(
                            message, on: state, clock: clock, gatewayMode: mode, clockSteps: clockSteps, checksChangedState: checksChangedState)
                        findings += found
                        if changed, printed.utf8.count > 100_000 { checksChangedState = false }
                    }
                }
            }
        }
        record?.finish()
        return findings
    }

    /// The findings of one case: `message` sent to a host over `state`, asynchronous work
    /// awaited, the clock advanced by each of `clockSteps`; then every output and, if it
    /// changed and `checksChangedState`, the state must print as text that reads back.
    /// Also whether the state changed.
    func run(
        _ message: Message, on state: State, clock: Date, gatewayMode: (gateway: String, mode: String)?, clockSteps: [TimeInterval],
        checksChangedState: Bool = true
    ) async -> (findings: [String], changed: Bool) {
        let environment = KhipuEnvironment.fixed(now: clock)
        if let (gateway, mode) = gatewayMode { environment.setGatewayMode(mode, of: gateway) }
        let hosted = HostedDomain(definition, initial: state, environment: environment)
        let host = hosted.host
        do {
            try host.send(message)
        } catch {
            // A feedback loop the host stopped is a refusal, not a trap.
        }
        // On a fixed clock every piece of work ends or sleeps until the clock moves: work
        // still busy after a minute is a hang (a loaded machine takes seconds, not minutes).
        var hung: [String] = []
        if await !environment.waitUntilQuiet(timeout: .seconds(60)) { hung.append("still busy a minute after it was sent") }
        for step in clockSteps {
            environment.advanceClock(by: .seconds(step))
            if await !environment.waitUntilQuiet(timeout: .seconds(60)) { hung.append("still busy a minute after the clock moved \(step) s") }
        }
        var findings = hung.map { "\(DSLPrinter.print(message).prefix(200)) on \(DSLPrinter.print(state).prefix(300)): \($0)" }
        // The state as decoded reads back (the round-trip tests prove it): print it only when it changed.
        let changed = host.state != state
        for value in host.takeOutputs().map({ $0 as any Encodable }) + (changed && checksChangedState ? [host.state] : []) {
            if let broken = readsBack(value) {
                findings.append("\(DSLPrinter.print(message).prefix(200)) on \(DSLPrinter.print(state).prefix(300)): \(broken)")
            }
        }
        _ = host.takeErrors()
        _ = hosted.shown.take()
        return (findings, changed)
    }

    /// Whether the value prints as text that decodes to a value printing the same.
    private func readsBack<Value: Encodable>(_ value: Value) -> String? {
        guard let decodable = Value.self as? any Decodable.Type else { return nil }
        let printed = DSLPrinter.print(value)
        do {
            let again = try decoder.decode(decodable, from: DSLParser.parseExpression(printed))
            guard let encodable = again as? any Encodable else { return "decoded a value that cannot print" }
            let reprinted = DSLPrinter.print(encodable)
            return reprinted == printed ? nil : "prints as \(printed.prefix(300)) but reads back as \(reprinted.prefix(300))"
        } catch {
            return "prints as \(printed.prefix(300)), which does not read back: \(error.message)"
        }
    }

    /// The text decoded as `T`, or nil when the decoder refuses it (as it refuses a store
    /// file or a script that holds it).
    func decodedIfValid<T: Decodable>(_ type: T.Type, _ text: String) -> T? {
        try? decoder.decode(T.self, from: DSLParser.parseExpression(text))
    }

    private func decode<T: Decodable>(_ type: T.Type, _ text: String) throws -> T {
        do {
            return try decoder.decode(T.self, from: DSLParser.parseExpression(text))
        } catch {
            Issue.record("\(text.prefix(300)) does not decode as \(T.self): \(error.message)")
            throw error
        }
    }
}
