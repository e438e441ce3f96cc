import Foundation

/// What `khipu explore` reads of a session between statements: the values the last
/// dispatch emitted and the types to read printed state and messages back as.
extension Interpreter {
    /// The messages the last dispatch or clock move emitted, as values; empty before the first.
    package var lastEmitted: [Any] { lastOutputs ?? [] }
    package var stateDecodableType: any Decodable.Type { session.stateType }
    package var messageDecodableType: any Decodable.Type { session.messageType }
}
