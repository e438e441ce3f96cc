import Khipu

/// The article's name for the Projectster store. Write `Input<Message>` and `Output<Message>`
/// for the entry points, as a module-level `Input` would clash with Khipu's.
public typealias AppStore = Store<AppState, AppState.Change>
