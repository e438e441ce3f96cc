import Khipu

/// How the chat domain compares with the article it is built from.
enum SeedArticle {
    static let title = "the article “Fully declarative Swift for real-world projects”, its XMPP chat app"

    static let departures: [ArticleDeparture] = [
        .departure(
            "The article shows its chat code as pictures and names only parts of it (`Message.chat(.send(…))`, `ChatMessage` with `.wasReadBefore(Bool)`, `.add(.image(ChatImage?))`, `.remove(.image(ChatImage))`, logging in, subscribing); the messages' exact cases and answers here are the project's reconstruction.",
            why: "What the text names is kept as named; the rest follows the articles' shape of a command answered with `.…ing(…, outcome)`."
        ),
        .departure(
            "`.add(.image(nil))` changes nothing, as the article intends the optional to spare the UI a code path; `.remove(.image(i))` removes every copy of that image.",
            why: "The article filters the image out of the list, which removes every equal image."
        ),
        .departure(
            "The chat service is simulated; `:gateway chat offline` (or another of its modes) makes it fail.",
            why: "So failures can be reproduced in scripts and in the table's failure column."
        ),
    ]
}
