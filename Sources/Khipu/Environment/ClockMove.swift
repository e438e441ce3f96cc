import Foundation

/// A move of the clock as a timeline shows it: what `:clock` printed, and the virtual
/// time before and after. On the attach wire the times are seconds since 1970.
package struct ClockMove: Codable, Equatable, Sendable {
    package let text: String
    package let from: Date
    package let to: Date

    package init(text: String, from: Date, to: Date) {
        self.text = text
        self.from = from
        self.to = to
    }
}
