import Foundation
import KhipuDSL

// What `@DSL` would emit as `DSLConstructible` for some fixture types, written by hand.
// The others (ACK, State, Unit, Money) stay on the `Codable` path, so both are tested.

extension Fixture.Message: DSLConstructible {
    static func dslConstruct(form: Int, arguments: some DSLArguments) throws -> Self {
        .todos(try arguments.decode(Todos.self, at: 0))
    }
}

extension Fixture.Message.Todos: DSLConstructible {
    static func dslConstruct(form: Int, arguments: some DSLArguments) throws -> Self {
        switch form {
        case 0: .cmd(try arguments.decode(CMD.self, at: 0))
        default: .ack(try arguments.decode(ACK.self, at: 0))
        }
    }
}

extension Fixture.Message.Todos.CMD: DSLConstructible {
    static func dslConstruct(form: Int, arguments: some DSLArguments) throws -> Self {
        switch form {
        case 0: .add(item: try arguments.decode(Fixture.TodoItem.self, at: 0))
        case 1: .remove(item: try arguments.decode(Fixture.TodoItem.self, at: 0))
        case 2: .rename(item: try arguments.decode(Fixture.TodoItem.self, at: 0), to: try arguments.decode(String.self, at: 1))
        default: .clear
        }
    }
}

extension Fixture.Due: DSLConstructible {
    static func dslConstruct(form: Int, arguments: some DSLArguments) throws -> Self {
        switch form {
        case 0: .unknown
        case 1: .date(try arguments.decode(Date.self, at: 0))
        default: .duration(try arguments.decode(Start.self, at: 0), for: try arguments.decode(Int.self, at: 1), try arguments.decode(Unit.self, at: 2))
        }
    }
}

extension Fixture.Due.Start: DSLConstructible {
    static func dslConstruct(form: Int, arguments: some DSLArguments) throws -> Self {
        .from(try arguments.decode(Date.self, at: 0))
    }
}

extension Fixture.TodoItem: DSLConstructible {
    static func dslConstruct(form: Int, arguments: some DSLArguments) throws -> Self {
        Self(
            id: try arguments.decode(UUID.self, at: 0),
            title: try arguments.decode(String.self, at: 1),
            details: try arguments.decode(String.self, at: 2),
            state: try arguments.decode(State.self, at: 3),
            due: try arguments.decode(Fixture.Due.self, at: 4),
            tags: try arguments.decode([String].self, at: 5),
            note: try arguments.decode(String?.self, at: 6),
            created: try arguments.decode(Date.self, at: 7)
        )
    }
}

/// With `dslInitialize` beside `dslConstruct`, as `@DSL` writes for a type whose schema
/// lists initializers: each one the same call as the schema's `make`.
extension Fixture.Money: DSLConstructible {
    static func dslConstruct(form: Int, arguments: some DSLArguments) throws -> Self {
        Self(cents: try arguments.decode(Int.self, at: 0), currency: try arguments.decode(String.self, at: 1))
    }

    static var dslInitializerCount: Int { 2 }

    static func dslInitialize(_ index: Int, arguments: some DSLArguments) throws -> Self {
        switch index {
        case 0:
            return Fixture.Money(cents: try arguments.decode(Int.self, at: 0), currency: try arguments.decode(String.self, at: 1))
        default:
            let euros = try arguments.decode(Double.self, at: 0)
            guard euros >= 0 else { throw MoneyError.negative }
            return Fixture.Money(cents: Int((euros * 100).rounded()), currency: "EUR")
        }
    }
}
