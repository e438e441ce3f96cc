import Khipu

/// The article's name for the Ovo Timer domain's store.
public typealias AppStore = Store<AppState, AppState.Change>
