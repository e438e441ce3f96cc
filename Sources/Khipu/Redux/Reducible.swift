/// A state that is changed only by a reducer over its actions.
///
/// The reducer is a static requirement, not a value handed around, so that a state read
/// back from a file (or built in a script) can still apply actions: `ReducedState.alter`
/// finds the reducer through the type. A Redux-style state adopts it in one line:
///
/// ```swift
/// extension TimerState: Reducible {
///     public static let reducer = timerReducer
/// }
/// ```
public protocol Reducible: Codable, Equatable {
    associatedtype Action: Codable & Equatable
    static var reducer: Reducer<Self, Action> { get }
}
