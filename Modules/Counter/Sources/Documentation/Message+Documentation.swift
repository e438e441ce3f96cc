import Khipu

/// The counter domain's table of command and acknowledgement; `khipu describe --domain counter`
/// prints it and `--check` runs it on a fresh counter, at zero. The counter goes through no
/// gateway, so no row has a failure column: a change that would leave the range of the
/// counter is answered with `.rejected(...)`, in rows of its own.
extension Message: DocumentedMessage {
    public static var documentation: DomainDocumentation<Message> {
        DomainDocumentation {
            DocumentationTable(
                fixtures: [],
                rows: [
                    .row("Adds one to the counter and reports its new value.",
                         .counter(.cmd(.increment)),
                         success: .counter(.ack(.changed(by: .increment, to: 1)))),
                    .row("Adds a step of any size in one change.",
                         .counter(.cmd(.incrementBy(.value(5)))),
                         success: .counter(.ack(.changed(by: .incrementBy(.value(5)), to: 5)))),
                    .refusal("A counter at zero cannot go lower: the decrement is rejected and the value stays 0.",
                         .counter(.cmd(.decrement)),
                         answer: .counter(.ack(.rejected(.decrement, because: .belowZero)))),
                    .refusal("A step larger than the value is rejected as a whole, not applied in part.",
                         .counter(.cmd(.decrementBy(.value(2)))),
                         answer: .counter(.ack(.rejected(.decrementBy(.value(2)), because: .belowZero)))),
                ],
                article: SeedArticle.title,
                departures: SeedArticle.departures
            )
        }
    }
}
