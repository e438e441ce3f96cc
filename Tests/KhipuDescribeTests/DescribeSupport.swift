import Khipu
import KhipuDSL
import KhipuTestSupport
@testable import KhipuDescribe
@testable import KhipuScript

/// The reference `describe` prints for a definition.
func reference<Message, State>(_ definition: AppDomainDefinition<Message, State>) -> DomainReference {
    DomainReference(KhipuDomain(definition).describable)
}

/// Runs `describe --check` on a definition.
func check<Message, State>(_ definition: AppDomainDefinition<Message, State>) async -> CheckReport {
    var check = DocumentationCheck(domain: KhipuDomain(definition).describable, directory: "/nowhere")
    // Tests share a few threads: a domain's asynchronous work may wait seconds for one.
    check.timeout = .seconds(60)
    return await check.run()
}

/// A fresh session of `definition`, in a fixed environment; run its lines as `describe.khipu`.
func session<Message, State>(_ definition: AppDomainDefinition<Message, State>) throws -> ScriptSession {
    try ScriptSession(KhipuDomain(definition))
}
