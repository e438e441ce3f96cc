import Khipu

extension ChatDomain {
    /// The table of command, success response and failure response. `khipu describe --domain
    /// chat --check` runs each row on a fresh domain, where nobody is logged in: the success
    /// column with the chat service working, the failure column with it failing. Sending
    /// and subscribing once logged in are shown by `scripts/chat.khipu`.
    static var documentation: DomainDocumentation<Message> {
        DomainDocumentation {
            let alice: ChatUser = "alice"
            let echo: ChatUser = "echo"
            let dave: ChatUser = "dave"
            let hello = ChatMessage(from: alice, to: echo, body: "Hello, echo!")
            let error = ChatError.refused
            return DocumentationTable(
                fixtures: [
                    .fixture("alice", alice, "a user the simulated chat service knows"),
                    .fixture("echo", echo, "the service's bot, which sends every message back"),
                    .fixture("dave", dave, "a user the service does not know"),
                    .fixture("hello", hello, "a message from alice to echo"),
                    .fixture("error", error, "what the service answers in its failing mode"),
                ],
                rows: [
                    .row("Logs in as a user the service knows.",
                         .chat(.login(as: alice)),
                         success: .chat(.loggingIn(as: alice, .succeeded)),
                         failure: .chat(.loggingIn(as: alice, .failed(error)))),
                    .refusal("A user the service does not know cannot log in.",
                         .chat(.login(as: dave)),
                         answer: .chat(.loggingIn(as: dave, .failed(.unknownUser(dave)))),
                         failure: .chat(.loggingIn(as: dave, .failed(error)))),
                    .refusal("Logging out needs someone logged in; it does not ask the service.",
                         .chat(.logout),
                         answer: .chat(.loggingOut(.failed(.notLoggedIn)))),
                    .refusal("Subscribing needs someone logged in.",
                         .chat(.subscribe(to: echo)),
                         answer: .chat(.subscribing(to: echo, .failed(.notLoggedIn)))),
                    .refusal("Sending needs someone logged in.",
                         .chat(.send(hello)),
                         answer: .chat(.sending(hello, .failed(.notLoggedIn)))),
                ],
                article: SeedArticle.title,
                departures: SeedArticle.departures
            )
        }
    }
}
