import KhipuDSL

/// What one statement did: its events, whether it ends the script, and the outcomes
/// of the statements it ran in turn (`:load`).
struct StatementResult {
    var events: [ScriptEvent]
    var stop = false
    var nested: [StatementOutcome] = []
    /// The id of a diagnostic among `events`, e.g. a clock move that stopped short.
    var diagnosticID: DiagnosticID?
}
