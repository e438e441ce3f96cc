import Foundation

/// A move of the clock as a timeline shows it: what `:clock` printed, and the virtual
/// time before and after.
package struct ClockMove: Equatable, Sendable {
    package let text: String
    package let from: Date
    package let to: Date

    package init(text: String, from: Date, to: Date) {
        self.text = text
        self.from = from
        self.to = to
    }
}
