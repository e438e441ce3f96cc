import Chat
import Foundation
import Khipu
import Testing

@Suite("Chat AppState")
struct AppStateSpec {
    @Test("AppState, new, nobody logged in, no contacts, no chats")
    func new() {
        let state = AppState()
        #expect(state.user == nil)
        #expect(state.contacts.isEmpty)
        #expect(state.chats.isEmpty)
    }

    @Test("AppState, login, sets the user and keeps contacts and chats of the same user")
    func loginSameUser() {
        withFixedEnvironment {
            let hello = ChatMessage(from: alice, to: echo, body: "Hello")
            let state = AppState().alter(.login(as: alice), .add(.contact(echo)), .add(.message(hello)))
            #expect(state.user == alice)
            #expect(state.alter(.login(as: alice)) == state)
        }
    }

    @Test("AppState, login as someone else, starts with no contacts and no chats")
    func loginOtherUser() {
        withFixedEnvironment {
            let hello = ChatMessage(from: alice, to: echo, body: "Hello")
            let state = AppState().alter(.login(as: alice), .add(.contact(echo)), .add(.message(hello)), .login(as: bob))
            #expect(state.user == bob)
            #expect(state.contacts.isEmpty)
            #expect(state.chats.isEmpty)
        }
    }

    @Test("AppState, logout, forgets user, contacts and chats")
    func logout() {
        withFixedEnvironment {
            let hello = ChatMessage(from: alice, to: echo, body: "Hello")
            let state = AppState().alter(.login(as: alice), .add(.contact(echo)), .add(.message(hello)), .logout)
            #expect(state == AppState())
        }
    }

    @Test("AppState, add contact, keeps each contact once, in the order of subscribing")
    func addContact() {
        let state = AppState().alter(.login(as: alice), .add(.contact(echo)), .add(.contact(bob)), .add(.contact(echo)))
        #expect(state.contacts == [echo, bob])
    }

    @Test("AppState, add chat, the seed's declarative way, adds it; one with the same partner is replaced")
    func addChat() {
        withFixedEnvironment {
            let hello = ChatMessage(from: alice, to: echo, body: "Hello")
            let withEcho = Conversation(with: echo).alter(.add(.message(hello)))
            let state = AppState().alter(.add(.chat(Conversation(with: echo))), .add(.chat(Conversation(with: bob))), .add(.chat(withEcho)))
            #expect(state.chats == [withEcho, Conversation(with: bob)])
        }
    }

    @Test("AppState, add messages, files sent ones under the receiver and received ones under the sender")
    func addMessages() {
        withFixedEnvironment {
            let hello = ChatMessage(from: alice, to: echo, body: "Hello")
            let answer = ChatMessage(from: echo, to: alice, body: "Hello")
            let fromBob = ChatMessage(from: bob, to: alice, body: "Hi")
            let state = AppState().alter(.login(as: alice), .add(.message(hello)), .add(.message(fromBob)), .add(.message(answer)))
            #expect(state.chats.map(\.partner) == [echo, bob])
            #expect(state.chat(with: echo)?.messages == [hello, answer])
            #expect(state.chat(with: bob)?.messages == [fromBob])
            #expect(state.chat(with: carol) == nil)
        }
    }

    @Test("AppState, add a message again, replaces it in place")
    func addMessageAgain() {
        withFixedEnvironment {
            let hello = ChatMessage(from: alice, to: echo, body: "Hello")
            let answer = ChatMessage(from: echo, to: alice, body: "Hello")
            let state = AppState().alter(.login(as: alice), .add(.message(hello)), .add(.message(answer)), .add(.message(hello.alter(.wasReadBefore(true)))))
            #expect(state.chat(with: echo)?.messages == [hello.alter(.wasReadBefore(true)), answer])
        }
    }
}

@Suite("Conversation")
struct ConversationSpec {
    @Test("Conversation, new, is with its partner and has no messages")
    func new() {
        let c = Conversation(with: echo)
        #expect(c.partner == echo)
        #expect(c.id == echo)
        #expect(c.messages.isEmpty)
    }

    @Test("Conversation, add message, appends it and keeps the partner")
    func addMessage() {
        withFixedEnvironment {
            let hello = ChatMessage(from: alice, to: echo, body: "Hello")
            let again = ChatMessage(from: alice, to: echo, body: "Hello again")
            let c = Conversation(with: echo).alter(.add(.message(hello)), .add(.message(again)))
            #expect(c.messages == [hello, again])
            #expect(c.partner == echo)
        }
    }
}
