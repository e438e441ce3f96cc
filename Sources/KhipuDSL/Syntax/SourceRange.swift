/// A half-open range of UTF-8 byte offsets into the text that was parsed.
public struct SourceRange: Sendable, Hashable, CustomStringConvertible {
    public var start: Int
    public var end: Int

    public init(_ start: Int, _ end: Int) {
        self.start = start
        self.end = end
    }

    public var description: String { "\(start)..<\(end)" }
}
