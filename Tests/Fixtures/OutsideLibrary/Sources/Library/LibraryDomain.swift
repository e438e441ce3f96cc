import Foundation
import Khipu

/// The library domain: members, loans, fines in one batch, a nightly run.
public enum LibraryDomain {
    public static var definition: AppDomainDefinition<Message, AppState> {
        AppDomainDefinition(
            name: "library",
            summary: "A lending library: members, loans, fines and a nightly run.",
            exposedTypes: [Member.self, Loan.self, AppState.self],
            initialState: { AppState() },
            createAppDomain: { store, receivers, rootHandler in
                createAppCore(receivers: receivers, features: [createLibraryFeature(store: store, output: rootHandler)])
            },
            gateways: [catalogueGateway],
            documentation: documentation
        )
    }

    /// The table `my-library describe` prints and `--check` runs.
    static var documentation: DomainDocumentation<Message> {
        DomainDocumentation {
            let ann = Member(name: "Ann")
            let bo = Member(name: "Bo", tier: .student)
            let loan = Loan.new(isbn: "978-0", member: "Ann", days: 14)
            return DocumentationTable(
                fixtures: [
                    .fixture("ann", ann, "an adult member who owes nothing"),
                    .fixture("bo", bo, "a student member"),
                ],
                rows: [
                    .row("Makes someone a member, an adult unless a tier is given.",
                         .library(.cmd(.join(name: "Ann"))), success: .library(.ack(.joined(ann)))),
                    .row("A student member.",
                         .library(.cmd(.join(name: "Bo", tier: .student))), success: .library(.ack(.joined(bo)))),
                    .row("Lends only to members.",
                         .library(.cmd(.lend(isbn: loan.isbn, to: "Cy"))), success: .library(.ack(.refused(.noSuchMember("Cy"))))),
                    .row("Nothing is overdue in a new library.",
                         .library(.cmd(.fineOverdue)), success: .library(.ack(.fined(loans: 0)))),
                    .row("Sets the opening hours.",
                         .library(.cmd(.open(hours: 8...20))), success: .library(.ack(.opened(hours: 8...20)))),
                ]
            )
        }
    }
}
