import Khipu

extension LightingDomain {
    /// The article's table of command, success response and failure response, for every
    /// command. `khipu describe --domain lighting --check` runs it: the success column with
    /// the bridge working, the failure column with it failing.
    static var documentation: DomainDocumentation<Message> {
        DomainDocumentation {
            let l = Light(id: 1, name: "Desk lamp")
            let porch = Light(id: 2, name: "Porch")
            let error = Reason.refused
            return DocumentationTable(
                fixtures: [
                    .fixture("l", l, "the one light the simulated bridge knows"),
                    .fixture("porch", porch, "a light the bridge does not know"),
                    .fixture("error", error, "what the bridge answers in its failing mode"),
                ],
                rows: [
                    .row("Loads the lights the bridge knows and keeps them in the state.",
                         .load(.lights),
                         success: .loading(.lights([l]), .succeeded),
                         failure: .loading(.lights([]), .failed(error))),
                    .row("Turns one light on.",
                         .turn(.on, .light(l)),
                         success: .turning(.on, .light(l), .succeeded),
                         failure: .turning(.on, .light(l), .failed(error))),
                    .row("Turns one light off.",
                         .turn(.off, .light(l)),
                         success: .turning(.off, .light(l), .succeeded),
                         failure: .turning(.off, .light(l), .failed(error))),
                    .row("Turns every light on.",
                         .turn(.on, .all),
                         success: .turning(.on, .all, .succeeded),
                         failure: .turning(.on, .all, .failed(error))),
                    .row("Turns every light off.",
                         .turn(.off, .all),
                         success: .turning(.off, .all, .succeeded),
                         failure: .turning(.off, .all, .failed(error))),
                    .row("Dims one light to a brightness in percent.",
                         .dim(.light(l), to: 40),
                         success: .dimming(.light(l), to: 40, .succeeded),
                         failure: .dimming(.light(l), to: 40, .failed(error))),
                    .row("Dims every light.",
                         .dim(.all, to: 10),
                         success: .dimming(.all, to: 10, .succeeded),
                         failure: .dimming(.all, to: 10, .failed(error))),
                    .refusal("A brightness outside 0…100 fails before the bridge is asked.",
                         .dim(.light(l), to: 140),
                         answer: .dimming(.light(l), to: 140, .failed(.brightnessOutOfRange))),
                    .row("Sets the colour of one light.",
                         .colour(.light(l), to: .red),
                         success: .colouring(.light(l), to: .red, .succeeded),
                         failure: .colouring(.light(l), to: .red, .failed(error))),
                    .row("Sets the colour of every light.",
                         .colour(.all, to: .warmWhite),
                         success: .colouring(.all, to: .warmWhite, .succeeded),
                         failure: .colouring(.all, to: .warmWhite, .failed(error))),
                    .refusal("A light the bridge does not know cannot be switched.",
                         .turn(.on, .light(porch)),
                         answer: .turning(.on, .light(porch), .failed(.unknownLight)),
                         failure: .turning(.on, .light(porch), .failed(error))),
                ],
                article: SeedArticle.title,
                departures: SeedArticle.departures
            )
        }
    }
}
