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
    /// The running app's connection file, when the target came from one: what a piped
    /// session names on standard error.
    package var app: ConnectionFile?

    package static func resolve(
        address: String?, token: String?, app: String?, environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(AttachError) -> AttachTarget {
        let given = token.flatMap { $0.isEmpty ? nil : $0 }
            ?? environment[RemoteProtocol.attachTokenEnvironmentVariable].flatMap { $0.isEmpty ? nil : $0 }
        let directory = RuntimeDirectory.path(environment: environment)
        if let address {
            let (host, port) = try RemoteConnection.parse(address)
            if let given { return AttachTarget(host: host, port: port, token: given, app: nil) }
            let running = try runningApps(in: directory)
            guard let file = running.first(where: { $0.port == port && sameHost($0.address, host) }) else {
                throw .noToken(RemoteConnection.shown(host: host, port: port))
            }
            return AttachTarget(host: host, port: port, token: file.token, app: file)
        }
        var running = try runningApps(in: directory)
        if let app {
            let all = running
            running = running.filter { $0.domain == app || $0.app == app || String($0.pid) == app }
            guard !running.isEmpty else { throw .noSuchApp(app, running: all.map(describe)) }
        }
        guard let file = running.first else { throw .noRunningApp(directory: directory) }
        guard running.count == 1 else { throw .severalApps(running.map(describe)) }
        return AttachTarget(host: file.address, port: file.port, token: given ?? file.token, app: file)
    }

    /// The connection files whose app still runs. A file left by an app that is gone (it
    /// crashed, or was killed with a signal no handler saw) is skipped and removed.
    static func runningApps(in directory: String) throws(AttachError) -> [ConnectionFile] {
        let all: [(path: String, file: ConnectionFile)]
        do {
            all = try ConnectionFile.all(in: directory)
        } catch {
            throw .runtimeDirectory(error.description)
        }
        for stale in all where stale.file.processIsGone { unlink(stale.path) }
        return all.map(\.file).filter(\.isAlive)
    }

    /// `todos  todos-server (pid 4242)  127.0.0.1:7010`
    package static func describe(_ file: ConnectionFile) -> String {
        "\(file.domain)  \(file.app) (pid \(file.pid))  \(file.shownAddress)"
    }

    private static func sameHost(_ written: String, _ asked: String) -> Bool {
        let loopback: Set<String> = ["127.0.0.1", "localhost", "::1"]
        return written == asked || (loopback.contains(written) && loopback.contains(asked))
    }
}
