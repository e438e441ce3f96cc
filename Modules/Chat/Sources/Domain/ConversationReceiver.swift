import Khipu

/// A text receiver for the REPL and transcripts: shows each message sent or received as
/// one line, `alice → echo: Hello [sunset.jpg]`, so a session reads like a chat.
public func createConversationReceiver(show: @escaping (String) -> Void) -> Input<Message> {
    { // entry point
        switch $0 {
        case let .chat(.sending(m, .succeeded)), let .chat(.received(m)): show(line(for: m))
        default: break
        }
    }
}

private func line(for message: ChatMessage) -> String {
    let images = message.images.isEmpty ? "" : " [" + message.images.map(\.name).joined(separator: ", ") + "]"
    return "\(message.from.name) → \(message.to.name): \(message.body)\(images)"
}
