import Khipu

/// A message the domain put out, printed, with where it came from.
package struct EmittedMessage: Equatable, Sendable {
    package let text: String
    package let source: MessageSource

    package init(_ text: String, source: MessageSource) {
        self.text = text
        self.source = source
    }
}
