/// The users of the simulated chat service and how they answer, always the same way so
/// that a script can `expect` their answers.
public enum ChatDirectory {
    /// Everyone the service knows: `alice`, `bob` and `carol` are people, `echo` is a bot.
    public static let users: [ChatUser] = ["alice", "bob", "carol", "echo"]

    /// What the receiver of `message` answers at once:
    /// - `echo` sends the same text and images back;
    /// - `bob` answers "Hi <sender>, got your message."
    /// - everyone else is away and does not answer.
    public static func answers(to message: ChatMessage) -> [ChatMessage] {
        switch message.to.name {
        case "echo":
            let images = message.images.map { ChatMessage.Change.add(.image($0)) }
            return [ChatMessage(from: message.to, to: message.from, body: message.body).alter(all: images)]
        case "bob":
            return [ChatMessage(from: message.to, to: message.from, body: "Hi \(message.from.name), got your message.")]
        default:
            return []
        }
    }
}
