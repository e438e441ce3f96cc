/// What the configured interface means for whom may reach it, and how a client on this
/// host reaches it.
enum ListenAddress {
    /// `127.x.x.x`, `::1` and `localhost`: no other host can connect.
    static func isLoopback(_ host: String) -> Bool {
        let lowered = host.lowercased()
        return lowered == "localhost" || lowered == "::1" || lowered == "[::1]" || lowered.hasPrefix("127.")
    }

    /// The address the connection file names: a wildcard interface is reached on loopback.
    static func forLocalClients(_ host: String) -> String {
        switch host {
        case "0.0.0.0", "": "127.0.0.1"
        case "::", "[::]": "::1"
        default: host
        }
    }

    /// `127.0.0.1:7010`, `[::1]:7010`.
    static func shown(_ host: String, port: Int) -> String {
        host.contains(":") && !host.hasPrefix("[") ? "[\(host)]:\(port)" : "\(host):\(port)"
    }
}
