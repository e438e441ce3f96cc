import KhipuDSL

/// An image attached to a chat message, known by its file name; two images with the same
/// name are the same image.
@DSL
public struct ChatImage: Codable, Equatable, Hashable, Sendable, DSLConstructible {
    /// The image's file name, e.g. `sunset.jpg`.
    public let name: String

    /// The image with this file name, e.g. `ChatImage(name: "sunset.jpg")`.
    public init(name: String) {
        self.name = name
    }
}
