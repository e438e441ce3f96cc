import Foundation
import Khipu
import KhipuDSL
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
        let findings = await run(states: states, messages: messages)
        #expect(
            findings.isEmpty, "\(findings.count) findings, e.g.\n\(findings.prefix(3).joined(separator: "\n"))",
            sourceLocation: sourceLocation)
    }

    /// The findings of running every message against every state, on the fixed clock and
    /// on one at the end of the printable years.
    func run(states: [State], messages: [Message]) async -> [String] {
        var findings: [String] = []
        let clocks = [KhipuEnvironment.fixed().now(), Date(timeIntervalSinceReferenceDate: 3e16)]
        let gatewayModes: [(String, String)?] = definition.gateways.flatMap { gateway in
            gateway.modes.map { (gateway.name, $0.name) }
        }
        let modes = [nil] + gatewayModes
        for state in states {
            for message in messages {
                for clock in clocks {
                    for mode in modes {
                        findings += await run(message, on: state, clock: clock, gatewayMode: mode)
                    }
                }
            }
        }
        return findings
    }

    private func run(_ message: Message, on state: State, clock: Date, gatewayMode: (String, String)?) async -> [String] {
        let environment = KhipuEnvironment.fixed(now: clock)
        if let (gateway, mode) = gatewayMode { environment.setGatewayMode(mode, of: gateway) }
        let handle = KhipuEnvironment.$current.withValue(environment) { createInMemoryStoreHandle(initial: { state }) }
        let shown = ShownLines()
        let receivers = KhipuEnvironment.$current.withValue(environment) { definition.textReceivers(handle.store, shown.append) }
        let host = DomainHost(definition: definition, storeHandle: handle, receivers: receivers, environment: environment)
        do {
            try host.send(message)
        } catch {
            // A feedback loop the host stopped is a refusal, not a trap.
        }
        _ = await environment.waitUntilQuiet(timeout: .seconds(5))
        var findings: [String] = []
        let context = "\(DSLPrinter.print(message).prefix(200)) on \(DSLPrinter.print(state).prefix(300))"
        for value in host.takeOutputs().map({ $0 as any Encodable }) + [host.state] {
            if let broken = readsBack(value) { findings.append("\(context): \(broken)") }
        }
        _ = shown.take()
        return findings
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

    private func decode<T: Decodable>(_ type: T.Type, _ text: String) throws -> T {
        do {
            return try decoder.decode(T.self, from: DSLParser.parseExpression(text))
        } catch {
            Issue.record("\(text.prefix(300)) does not decode as \(T.self): \(error.message)")
            throw error
        }
    }
}

/// Collects the text a domain's text receivers show.
final class ShownLines: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []

    func append(_ text: String) { lock.withLock { lines.append(text) } }

    func take() -> [String] {
        lock.withLock {
            defer { lines = [] }
            return lines
        }
    }
}
