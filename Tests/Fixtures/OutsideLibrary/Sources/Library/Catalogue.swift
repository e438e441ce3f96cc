import Khipu

/// The simulated catalogue a loan is checked against: a script fails it with
/// `:gateway catalogue failing`.
public let catalogueGateway = GatewayDescription(
    name: "catalogue",
    summary: "the library's catalogue, asked whether a book may be lent",
    modes: [(name: "working", summary: "every book may be lent"), (name: "failing", summary: "the catalogue does not answer")]
)

/// Whether the catalogue answers, in the mode a script put it in.
func catalogueAnswers() -> Bool {
    KhipuEnvironment.current.gatewayMode(of: catalogueGateway.name) != "failing"
}
