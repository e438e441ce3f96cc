import Khipu

/// The article's name for the todo domain's store.
///
/// There is deliberately no module-level `Input`/`Output` here: a user imports Khipu next
/// to Todos, and a second `Input` would make every unqualified use ambiguous. Write
/// `Input<Message>` and `Output<Message>`.
public typealias AppStore = Store<AppState, AppState.Change>
