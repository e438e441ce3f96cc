import Khipu

/// The fasting timer domain's table of command, success response and failure response;
/// `khipu describe --domain fastingtimer` prints it and `--check` runs it on a fresh timer,
/// whose fast has not started: the success column with the sharing service working, the
/// failure column with it failing. `finish` and `reset` only change the state, so their
/// rows have nothing in the success column and no failure column; `start`'s answer comes
/// from the reminder 13 hours later, which its row says with `after:`.
extension Message: DocumentedMessage {
    public static var documentation: DomainDocumentation<Message> {
        DomainDocumentation {
            DocumentationTable(
                fixtures: [],
                rows: [
                    .row("Starts a fast now; nothing is answered at once, and when the fast reaches its goal, 13 hours later, the reminder answers goalReached.",
                         .timer(.start),
                         after: .seconds(13 * 3600),
                         success: .timer(.goalReached)),
                    .row("Finishes the running fast now; without one it is ignored, and either way nothing is answered.",
                         .timer(.finish)),
                    .row("Forgets the fast, no start and no end; nothing is answered.",
                         .timer(.reset)),
                    .row("Shares the fast with friends; a timer that never started has nothing to share, so the answer is notShared whether the sharing service works or fails.",
                         .timer(.share),
                         success: .timer(.setSharingStatus(.notShared)),
                         failure: .timer(.setSharingStatus(.notShared))),
                ],
                article: SeedArticle.title,
                departures: SeedArticle.departures
            )
        }
    }
}
