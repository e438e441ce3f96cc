import Foundation
import Khipu
import KhipuDSL

/// A domain as `describe` sees it: its grammar's root type, the types a user may build,
/// its gateways, its documentation table with the types erased, and a way to run one
/// command on a fresh domain and see what it emits.
///
/// A class, so that `KhipuDomain`, which clients of the package compile against, keeps its
/// layout when this type changes.
package final class DescribableDomain {
    package let name: String
    package let summary: String
    let messageType: any Decodable.Type
    let gateways: [GatewayDescription]
    /// Worked out on first use: walking a domain's types asks the runtime about many
    /// conformances, and the tool makes every domain at start-up but describes few.
    private let nameableTypes: MadeOnFirstUse<[any Decodable.Type]>
    private let makeTable: (KhipuEnvironment) -> DocumentationRows
    private let runCommand: (_ command: Any, _ after: Duration?, _ gatewayMode: String?, _ timeout: Duration) async -> CommandRun

    package init<Message, State>(_ definition: AppDomainDefinition<Message, State>) {
        name = definition.name
        summary = definition.summary
        messageType = Message.self
        nameableTypes = MadeOnFirstUse { DomainTypes.nameable(definition) }
        gateways = definition.gateways
        let documentation = definition.documentation
        makeTable = { environment in
            let table = documentation.table(in: environment)
            return DocumentationRows(
                fixtures: table.fixtures,
                rows: table.rows.map {
                    DocumentationRows.Row(
                        comment: $0.comment, command: $0.command, after: $0.after, success: $0.success, failure: $0.failure,
                        refusal: $0.refusal, source: $0.source)
                },
                article: table.article,
                departures: table.departures
            )
        }
        runCommand = { command, after, gatewayMode, timeout in
            guard let message = command as? Message else {
                return .failed("a \(type(of: command)) is not a message of the \(definition.name) domain")
            }
            return await Self.run(message, after: after, definition: definition, gatewayMode: gatewayMode, timeout: timeout)
        }
    }

    /// The types a user may build in this domain (see `DomainTypes.nameable`).
    var exposedTypes: [any Decodable.Type] { nameableTypes.value }

    /// The id space the documentation's values are built in (`FFFFFFFF-0000-0000-0000-000000000001`,
    /// …): the page shows them, `--check` runs them and `:fixtures` binds them, so a value a
    /// session binds never shares an id with one its domain generates (from `00000000-…`).
    package static let documentationIDSpace: UInt32 = 0xFFFF_FFFF

    /// The fixtures and rows, built in a fresh fixed environment in the documentation's id
    /// space (or in `environment`).
    package func table(in environment: KhipuEnvironment = .fixed(idSpace: documentationIDSpace)) -> DocumentationRows {
        makeTable(environment)
    }

    /// Sends `command` to a fresh domain in a fresh fixed environment, with every gateway in
    /// `gatewayMode` (nil: their default), moves the clock on by `after` (waking what comes
    /// due on the way, in order), and returns what it emitted once it was quiet.
    func run(_ command: Any, after: Duration? = nil, gatewayMode: String?, timeout: Duration = .seconds(5)) async -> CommandRun {
        await runCommand(command, after, gatewayMode, timeout)
    }

    private static func run<Message, State>(
        _ message: Message,
        after: Duration?,
        definition: AppDomainDefinition<Message, State>,
        gatewayMode: String?,
        timeout: Duration
    ) async -> CommandRun {
        let environment = KhipuEnvironment.fixed()
        if let gatewayMode {
            for gateway in definition.gateways { environment.setGatewayMode(gatewayMode, of: gateway.name) }
        }
        return await KhipuEnvironment.$current.withValue(environment) {
            let host = DomainHost(definition: definition, environment: environment)
            do {
                try host.send(message)
            } catch {
                return .failed("\(error)")
            }
            var quiet = await environment.waitUntilQuiet(timeout: timeout)
            if quiet, let after {
                do {
                    try await environment.stepClock(by: after, quietTimeout: timeout)
                } catch {
                    return .failed("moving the clock on by \(DurationText.spoken(after)): \(error)")
                }
                quiet = await environment.waitUntilQuiet(timeout: timeout)
            }
            let outputs = host.takeOutputs()
            if let loop = host.takeErrors().first { return .failed("\(loop)") }
            guard quiet else { return .failed("the domain was still busy \(timeout) after the command") }
            return .emitted(outputs)
        }
    }
}

/// A documentation table with its message type erased.
package struct DocumentationRows {
    package struct Row {
        let comment: String
        package let command: Any
        /// The clock move by which the answers are due; nil: at once.
        let after: Duration?
        package let success: [Any]
        package let failure: [Any]
        /// What the domain answers refused input with; then `success` is empty.
        package let refusal: [Any]
        let source: DocumentationSource
    }

    package let fixtures: [DocumentationFixture]
    package let rows: [Row]
    let article: String?
    let departures: [ArticleDeparture]
}

/// What a domain did with one command.
enum CommandRun {
    case emitted([Any])
    /// It could not run the command to the end: a feedback loop, work that never finished.
    case failed(String)
}
