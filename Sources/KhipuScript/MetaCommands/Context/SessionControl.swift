import KhipuDSL

/// The session itself: which domain it runs on, the files it runs and writes, its
/// bindings and settings (`:domain`, `:load`, `:save`, `:report`, `:fixtures`, `:set`).
protocol SessionControl: AnyObject {
    /// Switches to `domain`; the one left waits with its state and history. Returns what
    /// the session says.
    func switchDomain(to domain: KhipuDomain) throws -> String
    /// Runs the statements of the file `command` names as if typed here.
    nonisolated(nonsending) func load(_ command: MetaCommandInvocation, relativeTo file: String?) async throws -> StatementResult
    /// Binds `name` as `let` would.
    func bind(_ name: String, to value: Any)
    var settings: SessionSettings { get set }
    /// What `:save` writes back as a script, from the domain the session started on.
    var record: SessionRecord { get }
    var storeDomainName: String { get }
    var domainsUsed: [String] { get }
    /// An attached session's own way to save, on the client's side; nil otherwise.
    var liveSaving: (any LiveSaving)? { get }
    /// What `:report` writes; nil when the session keeps none.
    var sessionReport: SessionReport? { get }
}
