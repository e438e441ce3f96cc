import Khipu

/// A tiny Redux-style state for the adapter's tests: a running total and a log of notes.
struct Tally: Reducible, Sendable {
    let total: Int
    let notes: [String]

    init(total: Int = 0, notes: [String] = []) {
        self.total = total
        self.notes = notes
    }

    enum Action: Codable, Equatable, Sendable {
        case add(Int)
        case note(String)
        /// Asks the doubling middleware to add the current total once more.
        case requestDouble
    }

    static let reducer: Reducer<Tally, Action> = { tally, action in
        switch action {
        case .add(let amount): Tally(total: tally.total + amount, notes: tally.notes)
        case .note(let text): Tally(total: tally.total, notes: tally.notes + [text])
        case .requestDouble: tally
        }
    }
}

/// The messages of the tally test domain: actions, and a message the reducer ignores.
enum TallyMessage: Codable, Equatable, Sendable {
    case act(Tally.Action)
    case chat(String)
}

let tallyMapping = ActionMapping<TallyMessage, Tally.Action>(
    action: { message in
        if case .act(let action) = message { action } else { nil }
    },
    message: { .act($0) }
)

/// Answers `.requestDouble` by adding the total it sees, which must be the reduced state.
let doublingMiddleware: Middleware<Tally, Tally.Action, Void> = { tally, action, _ in
    action == .requestDouble ? .add(tally.total) : nil
}

func makeTallyDefinition(
    middlewares: [Middleware<Tally, Tally.Action, Void>] = [doublingMiddleware],
    gateways: [GatewayDescription] = []
) -> AppDomainDefinition<TallyMessage, ReducedState<Tally>> {
    AppDomainDefinition(
        name: "tally",
        summary: "a reducer over a running total, for tests",
        exposedTypes: [],
        initialState: { Tally() },
        middlewares: middlewares,
        dependencies: (),
        mapping: tallyMapping,
        gateways: gateways
    )
}
