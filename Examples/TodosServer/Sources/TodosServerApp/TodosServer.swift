import Foundation
import Hummingbird
import Khipu
import KhipuRemote
import NIOCore
import Todos

/// The Todos domain behind HTTP and `khipu attach`: both send to one `DomainHost`.
public enum TodosServer {
    public static func run(_ options: ServerOptions) async throws {
        let tap = RemoteTap(TodosDomain.definition)
        let host = DomainHost(definition: tap.definition)
        let remote = try await KhipuRemoteServer.start(
            serving: host, tap: tap,
            configuration: RemoteConfiguration(host: options.khipuHost, port: options.khipuPort, onNotice: { notice in
                FileHandle.standardError.write(Data((notice + "\n").utf8))
            }))
        let app = Application(
            router: TodosRoutes.router(host: host),
            configuration: .init(address: .hostname("127.0.0.1", port: options.httpPort), serverName: "todos-server"),
            onServerRunning: { channel in
                let port = channel.localAddress?.port ?? options.httpPort
                // Written at once, unbuffered: a script waits for these two lines.
                FileHandle.standardOutput.write(Data("http://127.0.0.1:\(port)\n\(remote.attachCommand)\n".utf8))
            }
        )
        do {
            try await app.runService()
        } catch {
            await remote.stop()
            throw error
        }
        await remote.stop()
    }
}
