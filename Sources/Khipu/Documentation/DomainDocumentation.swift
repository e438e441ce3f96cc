/// A domain's compilable documentation: the named fixtures and the rows of command,
/// success response and failure response, written in Swift next to the domain.
///
/// ```swift
/// DomainDocumentation {
///     let l = Light(id: 1, name: "Desk lamp")
///     let error = Reason.refused
///     return DocumentationTable(
///         fixtures: [.fixture("l", l, "the light of the simulated bridge"), .fixture("error", error, "…")],
///         rows: [
///             .row("Loads the lights.", .load(.lights),
///                  success: .loading(.lights([l]), .succeeded),
///                  failure: .loading(.lights([]), .failed(error))),
///         ]
///     )
/// }
/// ```
///
/// The table is built when it is asked for, in a fresh fixed environment (the clock at
/// 2024-06-16T09:00:00Z, ids counting up), so fixtures made with `newID()` and `now()`
/// are the same every time and the documentation prints the same bytes on every run.
/// Its ids count in an id space of their own, from `FFFFFFFF-0000-0000-0000-000000000001`,
/// so that a fixture never shares an id with what the domain makes (from
/// `00000000-0000-0000-0000-000000000001`, in the fresh environment each row runs in): a
/// row that expects an id the domain itself makes names that id,
/// `UUID(uuidString: "00000000-0000-0000-0000-000000000001")!`, not a fixture's `newID()`.
public struct DomainDocumentation<Message>: Sendable {
    private let build: (@Sendable () -> DocumentationTable<Message>)?

    public init(_ build: @escaping @Sendable () -> DocumentationTable<Message>) {
        self.build = build
    }

    private init() {
        build = nil
    }

    /// No fixtures, no rows.
    public static var empty: DomainDocumentation { DomainDocumentation() }

    public var isEmpty: Bool { build == nil }

    /// Builds the table in a fresh fixed environment.
    public func table() -> DocumentationTable<Message> {
        table(in: .fixed())
    }

    /// Builds the table in `environment`, e.g. one whose ids never meet a domain's.
    public func table(in environment: KhipuEnvironment) -> DocumentationTable<Message> {
        guard let build else { return DocumentationTable(fixtures: [], rows: []) }
        return KhipuEnvironment.$current.withValue(environment, operation: build)
    }

    /// The documentation `Message` declares through `DocumentedMessage`, or none.
    public static func declared(by message: Message.Type) -> DomainDocumentation {
        guard let documented = message as? any DocumentedMessage.Type else { return .empty }
        return documentation(of: documented) as? DomainDocumentation ?? .empty
    }

    private static func documentation<Documented: DocumentedMessage>(of type: Documented.Type) -> Any {
        type.documentation
    }
}
