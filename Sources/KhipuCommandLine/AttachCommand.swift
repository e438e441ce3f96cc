import ArgumentParser
import Foundation
import KhipuREPL

struct AttachCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "attach",
        abstract: "A session on a running app's domain, served by the app through KhipuRemote.",
        discussion: """
            `khipu attach` alone attaches to the app running on this host: the app wrote its \
            address and token into a connection file only you can read ($XDG_RUNTIME_DIR/khipu, \
            else /tmp/khipu-UID), so the token is never typed. With several apps running, it \
            lists them: choose one with --app NAME|PID. For an app on another host, give \
            HOST:PORT and set KHIPU_ATTACH_TOKEN (a --token on the command line can be read \
            by every user of this host while the session runs).

            Messages typed here are decoded and dispatched by the app, into the same domain its \
            UI or HTTP handlers send to; every message the domain processes, from any source, \
            is shown as it arrives (`# from app:` before what others sent), and the changed \
            parts of the state after each of this session's dispatches. Tab completes from the \
            schema the app sent. `:state [path]` prints the live state, `:describe [type]` the \
            domain's documentation, `:save FILE` writes the live session as a script that \
            `khipu run` passes on a fresh domain.

            When standard input is not a terminal, plain lines are read and the exit status \
            is 1 after any error. A refused token exits with 2, a lost connection with 3.
            """
    )

    @Argument(help: "The app's address: PORT (on 127.0.0.1) or HOST:PORT ([::1]:PORT for IPv6); without it, the app running here.")
    var address: String?

    @Option(help: "The running app to attach to, by its domain, its executable's name or its pid, when several run.")
    var app: String?

    @Option(help: "The app's token, for an app on another host (prefer KHIPU_ATTACH_TOKEN: a command line is readable by every local user).")
    var token: String?

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
            let target = try AttachTarget.resolve(address: address, token: token, app: app, environment: environment)
            return try AttachSession.attach(
                host: target.host, port: target.port, token: target.token,
                options: .init(color: color, interactive: interactive, toolName: DomainRegistry.toolName))
        }
    }
}
