import Foundation
import Khipu
import KhipuDSL
import KhipuScript

/// A test domain with what the library of issue 24 had: members charged by a use case
/// that computes its changes (one batch), a nightly timer that emits the same message
/// every night, and a first documented answer that holds a string.
@DSL
enum NightlyMessage: Codable, Equatable, Sendable {
    /// Greets someone; answered with `.greeted` and a sentence.
    case greet(name: String)
    /// The answer to `.greet`.
    case greeted(String)
    /// Adds a member with nothing to pay.
    case join(name: String)
    /// The answer to `.join`.
    case joined(Patron)
    /// Charges every member `amount`, as one batch of changes.
    case chargeAll(amount: Int)
    /// How many members were charged.
    case charged(members: Int)
    /// Starts the nightly timer.
    case startNights
    /// What the timer emits each night.
    case night
}

/// A member and what they owe.
@DSL
struct Patron: Codable, Equatable, Sendable {
    /// Their name.
    let name: String
    /// What they owe.
    let balance: Int
}

/// The members.
@DSL
struct NightlyState: Alterable, Codable, Equatable, Sendable {
    /// The changes of the members.
    @DSL
    enum Change: Codable, Equatable, Sendable {
        /// Adds a member.
        case join(String)
        /// Adds `amount` to what a member owes.
        case charge(name: String, amount: Int)
    }

    /// Everyone, in the order they joined.
    let members: [Patron]

    init(members: [Patron] = []) {
        self.members = members
    }

    func alter(_ c: Change...) -> Self { c.reduce(self) { $0.alter($1) } }

    private func alter(_ c: Change) -> Self {
        switch c {
        case .join(let name):
            Self(members: members + [Patron(name: name, balance: 0)])
        case .charge(let name, let amount):
            Self(members: members.map { $0.name == name ? Patron(name: $0.name, balance: $0.balance + amount) : $0 })
        }
    }
}

/// Charges every member: computes one change per member and applies them as one step.
private struct MemberCharger: UseCase {
    typealias RequestType = Int
    typealias ResponseType = Int

    private let interactor: Interactor
    private let respond: (Int) -> Void

    init(store: Store<NightlyState, NightlyState.Change>, responder: @escaping (Int) -> Void) {
        interactor = Interactor(store: store)
        respond = responder
    }

    func request(to amount: Int) {
        respond(interactor.charge(amount))
    }

    private struct Interactor {
        let store: Store<NightlyState, NightlyState.Change>

        func charge(_ amount: Int) -> Int {
            let changes = store.state().members.map { NightlyState.Change.charge(name: $0.name, amount: amount) }
            applyChanges(changes, to: store)
            return changes.count
        }
    }
}

private struct SendableOutput: @unchecked Sendable {
    let output: Output<NightlyMessage>
}

func makeNightlyDefinition() -> AppDomainDefinition<NightlyMessage, NightlyState> {
    AppDomainDefinition(
        name: "nightly",
        summary: "Members charged in one batch, and a nightly timer.",
        exposedTypes: [Patron.self, NightlyState.self],
        initialState: { NightlyState() },
        createAppDomain: { store, receivers, output in
            let sendable = SendableOutput(output: output)
            let charger = MemberCharger(store: store) { output(.charged(members: $0)) }
            let feature: Input<NightlyMessage> = { message in
                switch message {
                case .greet(let name):
                    output(.greeted("Hello, \(name)"))
                case .join(let name):
                    store.change(.join(name))
                    output(.joined(Patron(name: name, balance: 0)))
                case .chargeAll(let amount):
                    charger.request(to: amount)
                case .startNights:
                    KhipuEnvironment.current.perform {
                        let environment = KhipuEnvironment.current
                        while true {
                            await environment.sleep(for: .seconds(86_400))
                            sendable.output(.night)
                        }
                    }
                default:
                    break
                }
            }
            return createAppCore(receivers: receivers, features: [feature])
        },
        documentation: DomainDocumentation {
            let ann = Patron(name: "Ann", balance: 0)
            return DocumentationTable(
                fixtures: [.fixture("ann", ann, "a member who owes nothing")],
                rows: [
                    .row("Greets someone by name.", .greet(name: "Ann"), success: .greeted("Hello, Ann")),
                    .row("Adds a member.", .join(name: "Ann"), success: .joined(ann)),
                ]
            )
        }
    )
}

let nightlyDomain = KhipuDomain(makeNightlyDefinition())
