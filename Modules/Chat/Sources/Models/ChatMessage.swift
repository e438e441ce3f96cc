import Foundation
import Khipu
import KhipuDSL

/// A chat message: who sends it to whom, its text and images, and whether its
/// receiver might have read it. Change it only through `alter`, as the article's send button
/// does: `ChatMessage(from: "alice", to: "echo", body: "Look!").alter(.add(.image(selected)))`.
@DSL
public struct ChatMessage: Identifiable, Alterable, Codable, Equatable, Sendable {
    /// The changes a chat message understands.
    @DSL
    public enum Change: Codable, Equatable, Sendable {
        /// Marks whether the user might have read the message, e.g. `.wasReadBefore(true)`.
        case wasReadBefore(Bool)
        /// Appends to the message, e.g. `.add(.image(ChatImage(name: "sunset.jpg")))`.
        case add(Add)
        /// Takes from the message, e.g. `.remove(.image(ChatImage(name: "sunset.jpg")))`.
        case remove(Remove)

        /// What can be appended to a chat message.
        @DSL
        public enum Add: Codable, Equatable, Sendable {
            /// Appends this image to the images; `nil` (nothing selected) changes nothing,
            /// which spares the UI a code path, as the article says.
            case image(ChatImage?)
        }

        /// What can be taken from a chat message.
        @DSL
        public enum Remove: Codable, Equatable, Sendable {
            /// Removes every copy of this image from the images; an image the message does not have changes nothing.
            case image(ChatImage)
        }
    }

    /// Identifies the message across all its changes.
    public let id: UUID
    /// Who sends the message.
    public let from: ChatUser
    /// Who the message is for.
    public let to: ChatUser
    /// The text of the message.
    public let body: String
    /// The attached images, in the order they were added.
    public let images: [ChatImage]
    /// Whether the user might have read the message; false for a new message.
    public let wasReadBefore: Bool
    /// When the message was written.
    public let created: Date

    /// A new, unread message without images, e.g. `ChatMessage(from: "alice", to: "echo", body: "Hello")`.
    public init(from sender: ChatUser, to receiver: ChatUser, body: String) {
        self.init(KhipuEnvironment.current.newID(), sender, receiver, body, [], false, KhipuEnvironment.current.now())
    }

    private init(_ i: UUID, _ f: ChatUser, _ t: ChatUser, _ b: String, _ im: [ChatImage], _ r: Bool, _ c: Date) {
        id = i; from = f; to = t; body = b; images = im; wasReadBefore = r; created = c
    }

    /// A copy with the changes applied in order.
    public func alter(_ c: Change...) -> Self { c.reduce(self) { $0.alter($1) } }

    private func alter(_ c: Change) -> Self {
        switch c {
        case let .wasReadBefore(r):       return Self(id, from, to, body, images, r, created)
        case let .add(.image(i?)):        return Self(id, from, to, body, images + [i], wasReadBefore, created)
        case .add(.image(nil)):           return self
        case let .remove(.image(i)):      return Self(id, from, to, body, images.filter { $0 != i }, wasReadBefore, created)
        }
    }

    /// The other side of the conversation this message belongs to, seen by `user`: the
    /// receiver of what `user` sent, the sender of everything else.
    public func partner(of user: ChatUser?) -> ChatUser {
        from == user ? to : from
    }

    /// A message with neither text nor images says nothing and is not sent.
    public var isEmpty: Bool {
        body.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty && images.isEmpty
    }
}
