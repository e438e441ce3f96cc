import Foundation
import KhipuDSL

// The schemas `@DSL` would emit for the fixture types, written by hand.

private func parameter(_ label: String?, _ typeName: String, _ type: Any.Type) -> DSLParameterSchema {
    DSLParameterSchema(label: label, typeName: typeName, type: type)
}

private func field(_ name: String, _ typeName: String, _ type: Any.Type) -> DSLFieldSchema {
    DSLFieldSchema(name: name, typeName: typeName, type: type, doc: nil)
}

private func enumeration(_ name: String, _ cases: [(String, [DSLParameterSchema])]) -> DSLTypeSchema {
    DSLTypeSchema(name: name, doc: nil, kind: .enumeration(cases.map { DSLCaseSchema(name: $0.0, doc: nil, parameters: $0.1) }))
}

extension Fixture.Message: DSLSchemaProviding {
    static var dslSchema: DSLTypeSchema {
        enumeration("Fixture.Message", [("todos", [parameter(nil, "Todos", Todos.self)])])
    }
}

extension Fixture.Message.Todos: DSLSchemaProviding {
    static var dslSchema: DSLTypeSchema {
        enumeration("Fixture.Message.Todos", [("cmd", [parameter(nil, "CMD", CMD.self)]), ("ack", [parameter(nil, "ACK", ACK.self)])])
    }
}

extension Fixture.Message.Todos.CMD: DSLSchemaProviding {
    static var dslSchema: DSLTypeSchema {
        enumeration("Fixture.Message.Todos.CMD", [
            ("add", [parameter("item", "TodoItem", Fixture.TodoItem.self)]),
            ("remove", [parameter("item", "TodoItem", Fixture.TodoItem.self)]),
            ("rename", [parameter("item", "TodoItem", Fixture.TodoItem.self), parameter("to", "String", String.self)]),
            ("clear", []),
        ])
    }
}

extension Fixture.Message.Todos.ACK: DSLSchemaProviding {
    static var dslSchema: DSLTypeSchema {
        enumeration("Fixture.Message.Todos.ACK", [
            ("added", [parameter("item", "TodoItem", Fixture.TodoItem.self)]),
            ("failed", [parameter(nil, "String", String.self), parameter("code", "Int?", Int?.self)]),
        ])
    }
}

extension Fixture.TodoItem: DSLSchemaProviding {
    static var dslSchema: DSLTypeSchema {
        DSLTypeSchema(
            name: "Fixture.TodoItem",
            doc: "A thing to do.",
            kind: .structure([
                field("id", "UUID", UUID.self),
                field("title", "String", String.self),
                field("details", "String", String.self),
                field("state", "State", State.self),
                field("due", "Due", Fixture.Due.self),
                field("tags", "[String]", [String].self),
                field("note", "String?", String?.self),
                field("created", "Date", Date.self),
            ]),
            initializers: [
                DSLInitializerSchema(parameters: [parameter("title", "String", String.self)], doc: "A new item.") { arguments in
                    Fixture.TodoItem(title: try arguments.decode(String.self, at: 0))
                }
            ]
        )
    }
}

extension Fixture.TodoItem.State: DSLSchemaProviding {
    static var dslSchema: DSLTypeSchema {
        enumeration("Fixture.TodoItem.State", [("unfinished", []), ("finished", [])])
    }
}

extension Fixture.Due: DSLSchemaProviding {
    static var dslSchema: DSLTypeSchema {
        enumeration("Fixture.Due", [
            ("unknown", []),
            ("date", [parameter(nil, "Date", Date.self)]),
            ("duration", [parameter(nil, "Start", Start.self), parameter("for", "Int", Int.self), parameter(nil, "Unit", Unit.self)]),
        ])
    }
}

extension Fixture.Due.Start: DSLSchemaProviding {
    static var dslSchema: DSLTypeSchema {
        enumeration("Fixture.Due.Start", [("from", [parameter(nil, "Date", Date.self)])])
    }
}

extension Fixture.Due.Unit: DSLSchemaProviding {
    static var dslSchema: DSLTypeSchema {
        enumeration("Fixture.Due.Unit", [("minutes", []), ("hours", []), ("days", [])])
    }
}

extension Fixture.Money: DSLSchemaProviding {
    static var dslSchema: DSLTypeSchema {
        DSLTypeSchema(
            name: "Fixture.Money",
            doc: nil,
            kind: .structure([field("cents", "Int", Int.self), field("currency", "String", String.self)]),
            initializers: [
                DSLInitializerSchema(parameters: [parameter(nil, "Int", Int.self), parameter("currency", "String", String.self)], doc: nil) { arguments in
                    Fixture.Money(cents: try arguments.decode(Int.self, at: 0), currency: try arguments.decode(String.self, at: 1))
                },
                DSLInitializerSchema(parameters: [parameter("euros", "Double", Double.self)], doc: nil) { arguments in
                    let euros = try arguments.decode(Double.self, at: 0)
                    guard euros >= 0 else { throw MoneyError.negative }
                    return Fixture.Money(cents: Int((euros * 100).rounded()), currency: "EUR")
                },
            ]
        )
    }

    enum MoneyError: Error, CustomStringConvertible {
        case negative
        var description: String { "an amount cannot be negative" }
    }
}
