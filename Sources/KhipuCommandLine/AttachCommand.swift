import ArgumentParser
import Foundation
import KhipuREPL

struct AttachCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "attach",
        abstract: "A session on a running app's domain, served by the app through KhipuRemote.",
        discussion: """
            The app prints the command to type, e.g. `khipu attach 127.0.0.1:7010 --token \
            TOKEN`. Messages typed here are decoded and dispatched by the app, into the same \
            domain its UI or HTTP handlers send to; every message the domain processes, from \
            any source, is shown as it arrives (`# from app:` before what others sent), and \
            the changed parts of the state after each of this session's dispatches. Tab \
            completes from the schema the app sent. `:state [path]` prints the live state, \
            `:describe [type]` the domain's documentation, `:save FILE` writes the live \
            session as a script that `khipu run` passes on a fresh domain.

            When standard input is not a terminal, plain lines are read and the exit status \
            is 1 after any error. A refused token exits with 2, a lost connection with 3.
            """
    )

    @Argument(help: "The app's address: PORT (on 127.0.0.1) or HOST:PORT ([::1]:PORT for IPv6).")
    var address: String

    @Option(help: "The token the app printed when it started (or took from KHIPU_REMOTE_TOKEN).")
    var token: String

    @Flag(name: .customLong("no-color"), help: "Print without colour (so does a set NO_COLOR).")
    var noColor = false

    func run() throws {
        switch attach() {
        case .success(let session):
            let status = session.run()
            if status != 0 { throw ExitCode(status) }
        case .failure(let error):
            FileHandle.standardError.write(Data("\(DomainRegistry.toolName) attach: \(error)\n".utf8))
            throw ExitCode(error.exitCode)
        }
    }

    private func attach() -> Result<AttachSession, AttachError> {
        let interactive = isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
        let environment = ProcessInfo.processInfo.environment
        let color = interactive && !noColor && (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
        return Result { () throws(AttachError) -> AttachSession in
            let (host, port) = try RemoteConnection.parse(address)
            return try AttachSession.attach(host: host, port: port, token: token, options: .init(color: color, interactive: interactive))
        }
    }
}
