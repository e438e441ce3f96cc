/// `todos-server --http-port P --khipu-port Q [--khipu-host H]`; 0 takes any free port.
public struct ServerOptions: Sendable {
    public struct Problem: Error {
        public let message: String
    }

    public var httpPort = 8080
    public var khipuPort = 7010
    /// Loopback unless asked: the attach port hands out the live domain.
    public var khipuHost = "127.0.0.1"

    public init() {}

    public static func parse(_ arguments: [String]) throws(Problem) -> ServerOptions {
        var options = ServerOptions()
        var index = 0
        while index < arguments.count {
            let name = arguments[index]
            guard index + 1 < arguments.count else { throw Problem(message: "\(name) needs a value") }
            let value = arguments[index + 1]
            switch name {
            case "--http-port": options.httpPort = try port(value, name)
            case "--khipu-port": options.khipuPort = try port(value, name)
            case "--khipu-host": options.khipuHost = value
            default: throw Problem(message: "unknown option \(name)")
            }
            index += 2
        }
        return options
    }

    private static func port(_ text: String, _ name: String) throws(Problem) -> Int {
        guard let port = Int(text), (0...65535).contains(port) else { throw Problem(message: "\(name) takes a port, 0 to 65535, not '\(text)'") }
        return port
    }
}
