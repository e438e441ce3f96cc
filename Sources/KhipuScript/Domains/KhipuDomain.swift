import Foundation
import Khipu
import KhipuDescribe

/// An app domain as the `khipu` tool sees it: a name, a summary and a way to start a
/// session. Made from a module's `AppDomainDefinition`; this is the one door through
/// which the interpreter knows domains.
public struct KhipuDomain {
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
