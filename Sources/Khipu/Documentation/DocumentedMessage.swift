/// A domain's `Message` that carries the domain's documentation itself.
///
/// `AppDomainDefinition` takes the documentation as an argument; a domain whose definition
/// is made elsewhere (by an adapter, or in a file that should not change) can declare it
/// here instead, in an extension next to the domain:
///
/// ```swift
/// extension Message: DocumentedMessage {
///     public static var documentation: DomainDocumentation<Message> { DomainDocumentation { … } }
/// }
/// ```
public protocol DocumentedMessage {
    static var documentation: DomainDocumentation<Self> { get }
}
