import Khipu

/// The Ovo Timer domain's table of command and acknowledgement; `khipu describe --domain
/// ovotimer` prints it and `--check` runs it on a fresh timer, which shows the intro. The
/// timer goes through no gateway, so no row has a failure column: a transition the current
/// state does not allow is answered with `.notAllowed(...)`, in rows of its own.
extension Message: DocumentedMessage {
    public static var documentation: DomainDocumentation<Message> {
        DomainDocumentation {
            DocumentationTable(
                fixtures: [],
                rows: [
                    .row("Winds the timer to three minutes; winding is allowed from every state.",
                         .ovotimer(.cmd(.wind(to: 180))),
                         success: .ovotimer(.ack(.changed(by: .wind(to: 180), to: .winding(selectedTime: 180))))),
                    .refusal("A timer winds to at most a day (86,400 seconds); a longer time changes nothing.",
                         .ovotimer(.cmd(.wind(to: 90_000))),
                         answer: .ovotimer(.ack(.notAllowed(.wind(to: 90_000), in: .intro)))),
                    .refusal("The intro has no wound time to count down, so the timer cannot start from it.",
                         .ovotimer(.cmd(.start)),
                         answer: .ovotimer(.ack(.notAllowed(.start, in: .intro)))),
                    .refusal("Only a running timer can be paused.",
                         .ovotimer(.cmd(.pause)),
                         answer: .ovotimer(.ack(.notAllowed(.pause, in: .intro)))),
                    .refusal("Only a paused timer can be unpaused.",
                         .ovotimer(.cmd(.unpause)),
                         answer: .ovotimer(.ack(.notAllowed(.unpause, in: .intro)))),
                    .refusal("Only a finished timer can be restarted.",
                         .ovotimer(.cmd(.restart)),
                         answer: .ovotimer(.ack(.notAllowed(.restart, in: .intro)))),
                    .refusal("A tick counts down only a running timer; the intro ignores it.",
                         .ovotimer(.cmd(.tick)),
                         answer: .ovotimer(.ack(.notAllowed(.tick, in: .intro)))),
                    .row("Boots with nothing stored, as on the first launch: the timer shows the intro.",
                         .ovotimer(.cmd(.restore(from: nil))),
                         success: .ovotimer(.ack(.restored(to: .intro)))),
                ],
                article: SeedArticle.title,
                departures: SeedArticle.departures
            )
        }
    }
}
