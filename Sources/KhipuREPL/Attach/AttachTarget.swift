import Foundation
import KhipuRemoteProtocol

/// Where `khipu attach` connects and with which token: the address given, else the one
/// running app whose connection file is in this user's runtime directory (`--app` picks
/// one of several by domain, executable name or pid). The token comes from `--token`,
/// else `KHIPU_ATTACH_TOKEN`, else the connection file of the app at that address, so
/// on its own host it is never typed.
package struct AttachTarget: Equatable {
    package var host: String
    package var port: Int
    package var token: String

    package static func resolve(
        address: String?, token: String?, app: String?, environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(AttachError) -> AttachTarget {
        let given = token.flatMap { $0.isEmpty ? nil : $0 }
            ?? environment[RemoteProtocol.attachTokenEnvironmentVariable].flatMap { $0.isEmpty ? nil : $0 }
        let directory = RuntimeDirectory.path(environment: environment)
        if let address {
            let (host, port) = try RemoteConnection.parse(address)
            if let given { return AttachTarget(host: host, port: port, token: given) }
            let running = try runningApps(in: directory)
            guard let file = running.first(where: { $0.port == port && sameHost($0.address, host) }) else {
                throw .noToken(RemoteConnection.shown(host: host, port: port))
            }
            return AttachTarget(host: host, port: port, token: file.token)
        }
        var running = try runningApps(in: directory)
        if let app {
            let all = running
            running = running.filter { $0.domain == app || $0.app == app || String($0.pid) == app }
            guard !running.isEmpty else { throw .noSuchApp(app, running: all.map(describe)) }
        }
        guard let file = running.first else { throw .noRunningApp(directory: directory) }
        guard running.count == 1 else { throw .severalApps(running.map(describe)) }
        return AttachTarget(host: file.address, port: file.port, token: given ?? file.token)
    }

    /// The connection files whose app still runs (a file left by an app that crashed is skipped).
    static func runningApps(in directory: String) throws(AttachError) -> [ConnectionFile] {
        do {
            return try ConnectionFile.all(in: directory).map { $0.file }.filter(\.isAlive)
        } catch {
            throw .runtimeDirectory(error.description)
        }
    }

    /// `todos  todos-server (pid 4242)  127.0.0.1:7010`
    static func describe(_ file: ConnectionFile) -> String {
        "\(file.domain)  \(file.app) (pid \(file.pid))  \(file.shownAddress)"
    }

    private static func sameHost(_ written: String, _ asked: String) -> Bool {
        let loopback: Set<String> = ["127.0.0.1", "localhost", "::1"]
        return written == asked || (loopback.contains(written) && loopback.contains(asked))
    }
}
