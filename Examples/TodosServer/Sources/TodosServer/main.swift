import Foundation
import TodosServerApp

do {
    let options = try ServerOptions.parse(Array(CommandLine.arguments.dropFirst()))
    try await TodosServer.run(options)
} catch let error as ServerOptions.Problem {
    FileHandle.standardError.write(Data("todos-server: \(error.message)\nusage: todos-server [--http-port P] [--khipu-port Q] [--khipu-host H]\n".utf8))
    exit(2)
} catch {
    FileHandle.standardError.write(Data("todos-server: \(error)\n".utf8))
    exit(1)
}
