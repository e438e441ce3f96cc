import Foundation
import Khipu
import KhipuScript
import KhipuTestSupport
import Todos

/// A Todos session, with a fixed clock and sequential ids unless given another environment,
/// driven statement by statement as the REPL drives it (`enter`).
func todosSession(storeFile: URL? = nil, environment: KhipuEnvironment = .fixed()) throws -> ScriptSession {
    try ScriptSession(KhipuDomain(TodosDomain.definition), environment: environment, storeFile: storeFile)
}
