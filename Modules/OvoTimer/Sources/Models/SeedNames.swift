/// The article's name for the timer's state. The module calls it `TimerState` so that it does
/// not read as the app's whole state (`AppState`) in a script; Swift code may use either.
public typealias State = TimerState

/// The article's unit of time: whole seconds, counted down one tick at a time.
public typealias Ticks = Int
