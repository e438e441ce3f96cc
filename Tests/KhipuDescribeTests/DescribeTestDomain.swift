import Khipu
import KhipuDSL

/// The smallest domain with a gateway, for describe's tests: a lamp switched on through a
/// simulated power line that can be made to fail.
@DSL
enum LampMessage: Codable, Equatable, Sendable {
    /// Switches the lamp on; answered with `.switched`.
    case switchOn(Lamp)
    /// The answer to `.switchOn`.
    case switched(Lamp, LampOutcome)
    /// Answered with `.pong`, whose payload is an enum with a case named like a fixture.
    case ping
    /// The answer to `.ping`.
    case pong(Echo)
    /// A step into the grammar, with a single case without payload.
    case query(Query)
}

/// A lamp.
@DSL
struct Lamp: Codable, Equatable, Sendable {
    /// Its name.
    let name: String
    /// How much power it draws.
    let watts: Int
}

/// How switching went.
@DSL
enum LampOutcome: Codable, Equatable, Sendable {
    /// The lamp is on.
    case ok
    /// The power line failed, for this reason.
    case failed(String)
}

/// What a ping echoes.
@DSL
enum Echo: Codable, Equatable, Sendable {
    /// Everything is fine (named like `LampOutcome.ok`).
    case ok
}

/// What can be asked.
@DSL
enum Query: Codable, Equatable, Sendable {
    /// The lamps.
    case lamps
}

struct LampState: Codable, Equatable, Alterable {
    enum Change: Codable, Equatable { case nothing }
    func alter(_ changes: Change...) -> LampState { self }
}

let powerGateway = GatewayDescription(
    name: "power",
    summary: "the power line",
    modes: [(name: "working", summary: "power flows"), (name: "failing", summary: "no power")]
)

let desk = Lamp(name: "Desk", watts: 40)

/// The lamp domain with the given documentation and gateways.
func lampDefinition(
    gateways: [GatewayDescription] = [powerGateway],
    documentation: DomainDocumentation<LampMessage>
) -> AppDomainDefinition<LampMessage, LampState> {
    AppDomainDefinition(
        name: "lamp",
        summary: "A lamp behind a power line.",
        exposedTypes: [Lamp.self, LampOutcome.self],
        initialState: { LampState() },
        createAppDomain: { _, receivers, rootHandler in
            let output = LampOutput(send: rootHandler)
            let feature: Input<LampMessage> = { message in
                switch message {
                case .switchOn(let lamp):
                    KhipuEnvironment.current.perform {
                        await Task.yield()
                        let failing = KhipuEnvironment.current.gatewayMode(of: "power") == "failing"
                        output.send(.switched(lamp, failing ? .failed("no power") : .ok))
                    }
                case .ping:
                    output.send(.pong(.ok))
                case .switched, .pong, .query:
                    break
                }
            }
            return createAppCore(receivers: receivers, features: [feature])
        },
        gateways: gateways,
        documentation: documentation
    )
}

/// The domain's output, used from the task that simulates the power line.
private struct LampOutput: @unchecked Sendable {
    let send: Output<LampMessage>
}

/// The lamp's documentation as it should be: every row holds.
let lampDocumentation = DomainDocumentation<LampMessage> {
    let reason = "no power"
    return DocumentationTable(
        fixtures: [
            .fixture("desk", desk, "the desk lamp"),
            .fixture("reason", reason, "why the power line fails"),
            .fixture("ok", LampOutcome.ok, "a lamp that is on"),
        ],
        rows: [
            .row("Switches a lamp on.", .switchOn(desk), success: .switched(desk, .ok), failure: .switched(desk, .failed(reason))),
            .row("Pings.", .ping, success: .pong(.ok)),
            .row("Queries nothing.", .query(.lamps)),
        ]
    )
}
