import Foundation
import KhipuDSL

/// A small todo domain for the decoding and printing tests, namespaced so its names do
/// not meet other tests' types. Schemas are written by hand (see FixtureSchemas.swift)
/// so these tests do not depend on the `@DSL` macro.
enum Fixture {
    static let coffeeID = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!
    static let june16 = Date(timeIntervalSince1970: 1_718_528_400)  // 2024-06-16T09:00:00Z

    enum Message: Codable, Equatable {
        case todos(Todos)

        enum Todos: Codable, Equatable {
            case cmd(CMD)
            case ack(ACK)

            enum CMD: Codable, Equatable {
                case add(item: TodoItem)
                case remove(item: TodoItem)
                case rename(item: TodoItem, to: String)
                case clear
            }

            enum ACK: Codable, Equatable {
                case added(item: TodoItem)
                case failed(String, code: Int?)
            }
        }
    }

    struct TodoItem: Codable, Equatable {
        enum State: Codable, Equatable {
            case unfinished
            case finished
        }

        var id: UUID
        var title: String
        var details: String
        var state: State
        var due: Due
        var tags: [String]
        var note: String?
        var created: Date

        init(id: UUID, title: String, details: String, state: State, due: Due, tags: [String], note: String?, created: Date) {
            self.id = id
            self.title = title
            self.details = details
            self.state = state
            self.due = due
            self.tags = tags
            self.note = note
            self.created = created
        }

        /// What `TodoItem(title:)` builds: a fixed id and date keep tests deterministic.
        init(title: String) {
            self.init(id: Fixture.coffeeID, title: title, details: "", state: .unfinished, due: .unknown, tags: [], note: nil, created: Fixture.june16)
        }
    }

    enum Due: Codable, Equatable {
        case unknown
        case date(Date)
        case duration(Start, for: Int, Unit)

        enum Start: Codable, Equatable {
            case from(Date)
        }

        enum Unit: Codable, Equatable {
            case minutes
            case hours
            case days
        }
    }

    /// No schema: decoded purely through `Codable`.
    struct Coordinate: Codable, Equatable {
        var latitude: Double
        var longitude: Double
        var altitude: Double?
    }

    /// No schema either.
    enum Location: Codable, Equatable {
        case unknown
        case coordinate(Coordinate)
        case address(street: String, zip: String?)
        case steps([String])
    }

    enum Color: String, Codable, Equatable {
        case red
        case green
        case darkBlue = "dark-blue"
    }

    /// Every builtin in one place.
    struct Numbers: Codable, Equatable {
        var int: Int
        var int8: Int8
        var int16: Int16
        var int32: Int32
        var int64: Int64
        var uint: UInt
        var uint8: UInt8
        var uint16: UInt16
        var uint32: UInt32
        var uint64: UInt64
        var double: Double
        var float: Float
        var bool: Bool
    }

    /// A type whose schema offers an initializer with an unlabelled parameter.
    struct Money: Codable, Equatable {
        var cents: Int
        var currency: String
    }
}
