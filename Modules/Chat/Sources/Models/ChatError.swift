import KhipuDSL

/// Why the chat feature could not carry out a command.
@DSL
public enum ChatError: Error, Codable, Equatable, Sendable {
    /// Nobody is logged in; log in first with `.chat(.login(as: "alice"))`.
    case notLoggedIn
    /// The chat service knows no user of this name.
    case unknownUser(ChatUser)
    /// The message is from someone other than the user logged in.
    case wrongSender(ChatUser)
    /// The message has neither text nor images.
    case emptyMessage
    /// The chat service cannot be reached.
    case offline
    /// The chat service answered, but refused the request.
    case refused
}
