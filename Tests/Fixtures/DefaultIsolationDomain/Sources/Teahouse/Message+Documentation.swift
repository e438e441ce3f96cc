import Khipu

/// `nonisolated`, the extension and so its member and its conformance: `describe` looks the
/// documentation up through this conformance off the main actor.
nonisolated extension Message: DocumentedMessage {
    public static var documentation: DomainDocumentation<Message> {
        DomainDocumentation {
            DocumentationTable(
                fixtures: [],
                rows: [
                    .row("Sets the steeping time; the reducer only changes the state.", .tea(.setSteep(.seconds(240)))),
                    .row("Switches the kettle on; the kettle answers that it boiled.", .tea(.boil), success: .tea(.kettle(.ready))),
                    .row("Pours a cup; with a cold kettle nothing happens.", .tea(.pour)),
                ]
            )
        }
    }
}
