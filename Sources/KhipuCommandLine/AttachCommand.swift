import ArgumentParser
import Foundation
import KhipuREPL
import KhipuScript

struct AttachCommand: AsyncParsableCommand {
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
            parts of the state after each of this session's dispatches. The app runs each \
            statement in an interpreter of this session's, so `let`, `expect`, `:state`, \
            `:describe`, `:help` and Tab work as in the REPL; `:save FILE` writes the live \
            session here as a script that `khipu run` passes on a fresh domain.

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

    func run() async throws {
        let interactive = isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
        let environment = ProcessInfo.processInfo.environment
        let color = interactive && !noColor && (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
        let attached = Result { () throws(AttachError) -> (RemoteEngine, AttachTarget) in
            let target = try AttachTarget.resolve(address: address, token: token, app: app, environment: environment)
            let engine = try RemoteEngine.attach(
                host: target.host, port: target.port, token: target.token, toolName: DomainRegistry.toolName, color: color,
                interactive: interactive)
            return (engine, target)
        }
        let engine: RemoteEngine
        switch attached {
        case .success(let (attached, target)):
            engine = attached
            // Piped, nothing else shows which app the lines went to.
            if !interactive {
                FileHandle.standardError.write(Data("\(DomainRegistry.toolName) attach: \(Self.attachedTo(engine, target))\n".utf8))
            }
        case .failure(let error):
            FileHandle.standardError.write(Data("\(DomainRegistry.toolName) attach: \(error)\n".utf8))
            throw ExitCode(error.exitCode)
        }
        defer { engine.detach() }
        // The same front ends as the local REPL: the terminal session, or plain lines.
        guard interactive else {
            flushStandardOutputPerLine()
            let succeeded = await LineSession(engine: engine).run()
            if engine.isLost { throw ExitCode(AttachError.connectionLost.exitCode) }
            if succeeded { return }
            throw ExitCode(1)
        }
        let options = InteractiveSession.Options.fromEnvironment(noColorFlag: noColor, environment: environment)
        await InteractiveSession(engine: engine, options: options, title: "\(DomainRegistry.toolName) attach").run()
        if engine.isLost { throw ExitCode(AttachError.connectionLost.exitCode) }
    }

    /// `attached to todos-server (pid 4242), domain todos, at 127.0.0.1:7010`; an app found
    /// by its address and a token alone is named by its domain.
    static func attachedTo(_ engine: RemoteEngine, _ target: AttachTarget) -> String {
        guard let app = target.app else { return "attached to the app serving \(engine.domainName) at \(engine.shownAddress)" }
        return "attached to \(app.app) (pid \(app.pid)), domain \(app.domain), at \(engine.shownAddress)"
    }
}
