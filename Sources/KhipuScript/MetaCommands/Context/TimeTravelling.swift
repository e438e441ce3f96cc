import Foundation

/// `:history`, `:undo`, `:redo`, `:goto` and `:set undo`: the steps kept, and going to one.
protocol TimeTravelling: AnyObject {
    /// The steps kept, and where the state is among them.
    var steps: StepHistory { get }
    /// How many steps the history keeps (0: none).
    var undoLimit: Int { get set }
    /// Puts the state (and a fixed clock) where `destination` left them; returns the clock
    /// when it moved. Throws, changing nothing, when the store cannot save the state.
    func travel(to destination: StepHistory.Destination) throws -> Date?
}
