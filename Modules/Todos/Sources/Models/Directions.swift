import KhipuDSL

/// How to get somewhere, as a list of steps to follow in order.
@DSL
public struct Directions: Codable, Equatable, Sendable, DSLConstructible {
    /// One instruction of a route; a plain string is a step too, as in
    /// `Directions(steps: ["leave station through main gate", "follow street for 300m"])`.
    @DSL
    public enum Step: Codable, Equatable, Sendable {
        /// An instruction in words, e.g. `.step("turn right into Sesame Street")`.
        case step(String)

        /// The step with this instruction, e.g. `Directions.Step("turn right into Sesame Street")`.
        public init(_ instruction: String) { self = .step(instruction) }
    }

    /// The steps, first to last.
    public let steps: [Step]

    /// Directions from their steps, e.g. `Directions(steps: [.step("follow the street for 300m")])`.
    public init(steps: [Step]) {
        self.steps = steps
    }
}

/// Lets Swift code write steps as the article does: `Directions(steps: ["follow street for 300m"])`.
extension Directions.Step: ExpressibleByStringLiteral {
    public init(stringLiteral instruction: String) { self = .step(instruction) }
}
