import Chat
import Foundation
import Khipu
import Testing

/// Every ChatMessage change, each one changing something on a new message.
let everyMessageChange: [ChatMessage.Change] = [
    .wasReadBefore(true),
    .add(.image(sunset)),
    .remove(.image(sunset)),
]

func property(changedBy change: ChatMessage.Change) -> String {
    switch change {
    case .wasReadBefore: "wasReadBefore"
    case .add, .remove: "images"
    }
}

/// A new message with an image when the change removes it, so every change changes something.
func messageToChange(by change: ChatMessage.Change) -> ChatMessage {
    let message = ChatMessage(from: alice, to: echo, body: "Look!")
    if case .remove(.image(let image)) = change { return message.alter(.add(.image(image))) }
    return message
}

@Suite("ChatMessage")
struct ChatMessageSpec {
    @Test("ChatMessage, newly created, has a new id, sender, receiver, body, no images, is unread and dated now")
    func newlyCreated() {
        withFixedEnvironment {
            let m = ChatMessage(from: alice, to: echo, body: "Hello")
            #expect(m.id == id(1))
            #expect(m.from == alice)
            #expect(m.to == echo)
            #expect(m.body == "Hello")
            #expect(m.images.isEmpty)
            #expect(m.wasReadBefore == false)
            #expect(m.created == fixedNow)
        }
    }

    @Test("ChatMessage, the seed's send button, a message from user to receiver with text as body after adding the selected image")
    func seedExample() {
        withFixedEnvironment {
            let selectedImage: ChatImage? = sunset
            let m = ChatMessage(from: alice, to: echo, body: "Look at this!").alter(.add(.image(selectedImage)))
            #expect(m.images == [sunset])
            #expect(m.body == "Look at this!")
        }
    }

    @Test("ChatMessage, change, sets the given value", arguments: everyMessageChange)
    func setsGivenValue(change: ChatMessage.Change) {
        withFixedEnvironment {
            let changed = messageToChange(by: change).alter(change)
            switch change {
            case .wasReadBefore(let read): #expect(changed.wasReadBefore == read)
            case .add(.image(let image)): #expect(changed.images == [image].compactMap { $0 })
            case .remove: #expect(changed.images.isEmpty)
            }
        }
    }

    @Test("ChatMessage, change, changes its property and keeps the id and every other property", arguments: everyMessageChange)
    func changesOnlyItsProperty(change: ChatMessage.Change) {
        withFixedEnvironment {
            let message = messageToChange(by: change)
            KhipuEnvironment.current.advanceClock(by: .seconds(60))
            #expect(differingProperties(message, message.alter(change)) == [property(changedBy: change)])
        }
    }

    @Test("ChatMessage, wasReadBefore, can be set back to false")
    func unread() {
        withFixedEnvironment {
            let m = ChatMessage(from: alice, to: echo, body: "Hello")
            #expect(m.alter(.wasReadBefore(true), .wasReadBefore(false)) == m)
        }
    }

    @Test("ChatMessage, add nil image, nothing selected, changes nothing")
    func addNil() {
        withFixedEnvironment {
            let m = ChatMessage(from: alice, to: echo, body: "Hello")
            #expect(m.alter(.add(.image(nil))) == m)
        }
    }

    @Test("ChatMessage, add images, appends them in order, the same image twice as well")
    func addAppends() {
        withFixedEnvironment {
            let m = ChatMessage(from: alice, to: echo, body: "Hello").alter(.add(.image(sunset)), .add(.image(harbour)), .add(.image(sunset)))
            #expect(m.images == [sunset, harbour, sunset])
        }
    }

    @Test("ChatMessage, remove image, filters every copy and keeps the others in order")
    func removeFilters() {
        withFixedEnvironment {
            let m = ChatMessage(from: alice, to: echo, body: "Hello").alter(.add(.image(sunset)), .add(.image(harbour)), .add(.image(sunset)))
            #expect(m.alter(.remove(.image(sunset))).images == [harbour])
        }
    }

    @Test("ChatMessage, remove an image it does not have, changes nothing")
    func removeAbsent() {
        withFixedEnvironment {
            let m = ChatMessage(from: alice, to: echo, body: "Hello").alter(.add(.image(harbour)))
            #expect(m.alter(.remove(.image(sunset))) == m)
        }
    }

    @Test("ChatMessage, no changes, is the same message")
    func noChanges() {
        withFixedEnvironment {
            let m = ChatMessage(from: alice, to: echo, body: "Hello")
            #expect(m.alter() == m)
        }
    }

    @Test("ChatMessage, partner, is the receiver for its sender and the sender for everyone else")
    func partner() {
        withFixedEnvironment {
            let m = ChatMessage(from: alice, to: echo, body: "Hello")
            #expect(m.partner(of: alice) == echo)
            #expect(m.partner(of: echo) == alice)
            #expect(m.partner(of: nil) == alice)
        }
    }

    @Test("ChatMessage, is empty, only without text and images", arguments: [
        ("", false, true), ("  \n", false, true), ("Hi", false, false), ("", true, false),
    ])
    func isEmpty(body: String, withImage: Bool, empty: Bool) {
        withFixedEnvironment {
            let m = ChatMessage(from: alice, to: echo, body: body).alter(.add(.image(withImage ? sunset : nil)))
            #expect(m.isEmpty == empty)
        }
    }

    @Test("ChatMessage, encoded and decoded, is equal")
    func codable() throws {
        try withFixedEnvironment {
            let m = ChatMessage(from: alice, to: echo, body: "Hello").alter(.add(.image(sunset)), .wasReadBefore(true))
            let decoded = try JSONDecoder().decode(ChatMessage.self, from: JSONEncoder().encode(m))
            #expect(decoded == m)
        }
    }
}
