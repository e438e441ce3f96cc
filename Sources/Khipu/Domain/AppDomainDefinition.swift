/// Everything a host (the `khipu` tool, a test, an app) needs to run one app domain:
/// its name, how to make its initial state, which types may be written as constructors,
/// and the seed's `createAppDomain(store:receivers:rootHandler:)`.
///
/// A module publishes one of these; the `khipu` tool lists the ones it was given.
public struct AppDomainDefinition<Message: Codable & Equatable, State: Codable & Equatable & Alterable> {
    public typealias AppStore = Store<State, State.Change>

    public let name: String
    public let summary: String
    /// The model types a user may build by name, e.g. `TodoItem(title: "Get coffee")`.
    public let exposedTypes: [any Decodable.Type]
    public let initialState: () -> State
    public let createAppDomain: (_ store: AppStore, _ receivers: [Input<Message>], _ rootHandler: @escaping Output<Message>) -> Input<Message>
    /// Receivers a text host (the REPL, a script's transcript) adds to the domain, e.g. one
    /// that renders a board after each change. `show` prints a block of text for the user.
    public let textReceivers: (_ store: AppStore, _ show: @escaping (String) -> Void) -> [Input<Message>]
    /// The simulated gateways of the domain and the modes a script can put them in
    /// (`:gateway bridge offline`), so that failures can be reproduced.
    public let gateways: [GatewayDescription]
    /// The domain's compilable documentation (`khipu describe`); without one given here,
    /// what `Message` declares as a `DocumentedMessage`, else none.
    public let documentation: DomainDocumentation<Message>

    public init(
        name: String,
        summary: String,
        exposedTypes: [any Decodable.Type],
        initialState: @escaping () -> State,
        createAppDomain: @escaping (_ store: AppStore, _ receivers: [Input<Message>], _ rootHandler: @escaping Output<Message>) -> Input<Message>,
        textReceivers: @escaping (_ store: AppStore, _ show: @escaping (String) -> Void) -> [Input<Message>] = { _, _ in [] },
        gateways: [GatewayDescription] = [],
        documentation: DomainDocumentation<Message>? = nil
    ) {
        self.name = name
        self.summary = summary
        self.exposedTypes = exposedTypes
        self.initialState = initialState
        self.createAppDomain = createAppDomain
        self.textReceivers = textReceivers
        self.gateways = gateways
        self.documentation = documentation ?? .declared(by: Message.self)
    }
}
