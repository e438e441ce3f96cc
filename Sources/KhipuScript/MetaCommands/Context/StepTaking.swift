import Foundation
import Khipu
import KhipuDSL

/// Changing the state as a dispatch does (`:clock advance`, `:reset`): a step of
/// `:history`, whose emitted messages the next `expect` checks.
protocol StepTaking: AnyObject {
    /// The state now, when the history keeps steps (nil when it does not), to record a
    /// step from.
    var stateBeforeStep: Any? { get }
    /// Forgets what the domain emitted since the last statement, so a step's outputs are its own.
    func dropStrayOutputs()
    /// Waits until the domain is quiet, then takes what it emitted as the step's outputs;
    /// returns what it showed.
    nonisolated(nonsending) func settle(after what: String, by source: StatementSource, in file: String?) async throws -> [ScriptEvent]
    /// The step's outputs, each with where it came from: `source` unless a follow-up set it off.
    func emittedMessages(otherwise source: MessageSource) -> [EmittedMessage]
    /// Records that `label` took the domain from `before` to now, a fixed clock from
    /// `clockBefore` (now unless given); a `failed` step that changed nothing is none.
    func recordStep(_ label: String, before: @autoclosure () -> Any, clockBefore: Date?, failed: Bool)
    /// Puts the state back to its initial value; nothing was dispatched since.
    func resetState() throws
}
