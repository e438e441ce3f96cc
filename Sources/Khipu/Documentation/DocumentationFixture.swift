/// A named value that documentation rows are written with, e.g. the light `l` of
/// `.loading(.lights([l]), .succeeded)`.
///
/// `describe` prints every part of a cell that equals a fixture by the fixture's name, and
/// a session binds the fixtures with `:fixtures`, so the printed cells can be typed back in.
public struct DocumentationFixture {
    /// The name the cells use: a Swift identifier, e.g. `l`, `error`, `coffee`.
    public let name: String
    public let value: any Codable & Equatable
    /// What the value stands for, in a few words.
    public let comment: String

    public init<Value: Codable & Equatable>(_ name: String, _ value: Value, _ comment: String) {
        self.name = name
        self.value = value
        self.comment = comment
    }

    /// `.fixture("l", l, "the light of the simulated bridge")` in a table's fixture list.
    public static func fixture<Value: Codable & Equatable>(_ name: String, _ value: Value, _ comment: String) -> DocumentationFixture {
        DocumentationFixture(name, value, comment)
    }
}
