import Khipu

/// The article's name for the lighting domain's store.
public typealias AppStore = Store<AppState, AppState.Change>
