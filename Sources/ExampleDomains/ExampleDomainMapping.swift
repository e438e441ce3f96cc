import Khipu

/// What `ExampleDomains.map` does with each example domain. A protocol rather than a
/// closure, because the function is generic over the domain's types. The definition comes
/// as a function that makes it: definitions are not `Sendable`, and a test that runs later
/// or on another task makes its own.
package protocol ExampleDomainMapping {
    associatedtype Result
    func map<Message: SendableMetatype, State: SendableMetatype>(_ definition: @escaping @Sendable () -> AppDomainDefinition<Message, State>) -> Result
}
