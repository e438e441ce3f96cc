import Foundation
import Khipu
import KhipuDescribe

/// An app domain as the `khipu` tool sees it: a name, a summary and a way to start a
/// session. Made from a module's `AppDomainDefinition`; this is the one door through
/// which the interpreter knows domains.
///
/// `Sendable`, so that a test file may list its domains once at the top level
/// (`let domains = [KhipuDomain(MyDomain.definition)]`) and `run --jobs N` may run scripts
/// on them at once. It holds only constants and the definition's functions, which build a
/// new state, a new domain and a new table on each call and share nothing between calls;
/// those functions are not marked `@Sendable` (a definition's closures need not be), hence
/// `@unchecked`.
public struct KhipuDomain: @unchecked Sendable {
    public let name: String
    public let summary: String
    /// What `khipu describe` shows and checks: the grammar and the documentation table.
    package let describable: DescribableDomain
    let start: (_ storeFile: URL?, _ environment: KhipuEnvironment) throws -> any DomainSession

    public init<Message, State>(_ definition: AppDomainDefinition<Message, State>) {
        name = definition.name
        summary = definition.summary
        describable = DescribableDomain(definition)
        start = { storeFile, environment in
            try TypedDomainSession(definition: definition, storeFile: storeFile, environment: environment)
        }
    }
}
