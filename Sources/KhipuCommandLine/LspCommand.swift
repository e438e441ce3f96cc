import ArgumentParser
import KhipuLanguageServer
import KhipuScript

struct LspCommand: AsyncParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "lsp",
            abstract: "A language server for .khipu files on standard input and output.",
            discussion: """
                Speaks the Language Server Protocol: diagnostics as you type (the messages of \
                `run`, without dispatching anything), completion from the domain's schema, hover \
                with the `///` docs of a case or type, and go-to-definition for bound names. A \
                file picks its domain with `:domain NAME`, else --domain, else the first domain \
                (\(DomainRegistry.domains.first?.name ?? "none")). Point your editor's LSP client \
                at `\(DomainRegistry.toolName) lsp` for files ending in .khipu.
                """
        )
    }

    @Option(help: "The domain for files that do not name one.")
    var domain: String?

    func run() async throws {
        let start = try DomainRegistry.domain(named: domain)
        let server = LanguageServer(connection: JSONRPCConnection(), domains: DomainRegistry.domains, defaultDomain: start)
        if !(await server.run()) { throw ExitCode.failure }
    }
}
