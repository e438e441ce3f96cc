import ArgumentParser
import KhipuScript
import Foundation
import Khipu
import KhipuDSL

struct ReplCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "repl",
        abstract: "An interactive session on a domain (the default command)."
    )

    @Option(help: "The domain to start on.")
    var domain: String?

    @Option(help: "Keep the state in this JSON file across sessions.")
    var store: String?

    func run() async throws {
        let start = try DomainRegistry.domain(named: domain)
        let environment = KhipuEnvironment.live()
        let storeFile = store.map { URL(fileURLWithPath: $0) }
        let succeeded = try await KhipuEnvironment.$current.withValue(environment) {
            let interpreter: Interpreter
            do {
                interpreter = try Interpreter(domain: start, domains: DomainRegistry.domains, environment: environment, storeFile: storeFile)
            } catch {
                FileHandle.standardError.write(Data("khipu: \(error)\n".utf8))
                throw ExitCode.failure
            }
            return await LineSession(interpreter: interpreter).run()
        }
        if !succeeded { throw ExitCode.failure }
    }
}
