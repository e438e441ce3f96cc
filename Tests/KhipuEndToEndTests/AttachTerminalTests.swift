import FastingTimer
import Foundation
import Khipu
import KhipuRemote
import Testing

/// The real `khipu attach` on a terminal (tmux), typed at as a person would, on a fasting
/// timer served in this process: what the app sends shows at the prompt as it comes, and
/// when the app goes the prompt says so and the next statement ends the session with 3.
@Suite(.serialized, .enabled(if: ReplTerminal.isAvailable))
struct AttachTerminalTests {
    /// Only a guard against a hang.
    static let hangGuard: Duration = .seconds(300)

    @Test func theAppsMessagesShowAtThePromptAndALostAppEndsTheSessionWithThree() async throws {
        let tap = RemoteTap(FastingTimerDomain.definition)
        let host = DomainHost(definition: tap.definition)
        let server = try await KhipuRemoteServer.start(
            serving: host, tap: tap, configuration: RemoteConfiguration(token: "secret", tokenFromEnvironment: false, helloTimeoutSeconds: 3600, writesConnectionFile: false))
        let terminal = try ReplTerminal(["attach", "127.0.0.1:\(server.port)", "--token", "secret"])
        defer { terminal.close() }
        try await terminal.waitFor("@127.0.0.1:\(server.port)> ", timeout: Self.hangGuard)
        try terminal.type(":state sharingStatus")
        try await terminal.waitFor(":state sharingStatus", timeout: Self.hangGuard)
        try terminal.press("Enter")
        try await terminal.waitFor(".notShared", timeout: Self.hangGuard)
        // Shown while the prompt waits, with no line typed.
        try host.send(.timer(.start))
        try await terminal.waitFor("# from app: .timer(.start)", timeout: Self.hangGuard)

        await server.stop()
        try await terminal.waitFor("the connection to the app was lost", timeout: Self.hangGuard)
        try terminal.type(":state sharingStatus")
        try await terminal.waitFor(":state sharingStatus", count: 2, timeout: Self.hangGuard)
        try terminal.press("Enter")
        let screen = try await terminal.waitFor("[exited 3]", timeout: Self.hangGuard)
        #expect(screen.components(separatedBy: "the connection to the app was lost").count >= 2, "\(screen)")
    }
}
