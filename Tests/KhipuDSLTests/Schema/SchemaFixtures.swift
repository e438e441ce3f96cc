import KhipuDSL

/// Small `@DSL` types whose generated schemas the runtime tests read. They live in a
/// namespace on purpose: `CMD` names its sibling `TodoItem` unqualified, which compiles only
/// because the schema is generated inside each type rather than in a file-scope extension.
enum SchemaFixtures {
    /// What the app understands.
    @DSL enum Message: Equatable {
        /// Everything about the todo list.
        case todos(Todos)

        @DSL enum Todos: Equatable {
            case cmd(CMD)

            /// Commands the todo list understands.
            @DSL enum CMD: Equatable {
                /// Adds an item.
                case add(item: TodoItem)
                case rename(TodoItem, to: String)
                case finish, unfinish
            }
        }
    }

    /// A thing to do.
    @DSL struct TodoItem: Equatable, Codable {
        /// What to do.
        let title: String
        let details: String
        var tags: [String]

        /// Makes an unfinished item with no details.
        init(title: String) {
            self.init(title, "", [])
        }

        init(title: String, details: String, tags: [String] = []) throws {
            guard !title.isEmpty else { throw FixtureError.emptyTitle }
            self.init(title, details, tags)
        }

        private init(_ title: String, _ details: String, _ tags: [String]) {
            self.title = title
            self.details = details
            self.tags = tags
        }
    }

    @DSL public struct Coordinate: Equatable {
        public let latitude: Double
        public let longitude: Double
    }

    @DSL struct Box<Value: Codable & Equatable>: Equatable {
        let value: Value
    }

    @DSL struct Options: Equatable {
        var a: Int = 0
        var b: Int = 0
        var c: Int = 0
        var d: Int?
    }

    enum FixtureError: Error, Equatable {
        case emptyTitle
    }
}

/// Arguments already evaluated, handed out by position as `make` asks for them.
struct ArgumentList: DSLArguments {
    struct Mismatch: Error, Equatable {
        let index: Int
    }

    let values: [Any]

    func decode<T: Decodable>(_ type: T.Type, at index: Int) throws -> T {
        guard values.indices.contains(index), let value = values[index] as? T else { throw Mismatch(index: index) }
        return value
    }

    /// Values past the end are left out: their parameters take their defaults.
    func decode<T: Decodable>(_ type: T.Type, at index: Int, default defaultValue: @autoclosure () throws -> T) throws -> T {
        index < values.count ? try decode(T.self, at: index) : try defaultValue()
    }
}
