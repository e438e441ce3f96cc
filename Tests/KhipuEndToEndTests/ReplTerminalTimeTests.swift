import Foundation
import KhipuTestSupport
import Testing

/// The REPL on a domain whose answers come later (the fasting timer: sharing answers 2 s
/// after `share`, the goal reminder 13 hours after `start`), through a real terminal.
@Suite("The REPL in time", .serialized, .enabled(if: ReplTerminal.isAvailable, "needs tmux"))
struct ReplTerminalTimeTests {
    @Test("a dispatch whose answer waits on the clock ends at once; the clock moves show the answers; Ctrl-D tells what would still have happened")
    func answersComeWithTheClock() async throws {
        try await ReplTerminal.with(["--domain", "fastingtimer"]) { terminal in
            try terminal.enter(".timer(.start)")
            try await terminal.waitFor("(no message)")
            try terminal.enter(".timer(.share)")
            try await terminal.waitFor("(no message)", count: 2)
            try terminal.enter(":clock advance 2s")
            try await terminal.waitFor(".timer(.setSharingStatus(.shared))")
            try terminal.enter(":clock advance 13h")
            try await terminal.waitFor(".timer(.goalReached)")
            try terminal.enter(".timer(.finish)")
            try await terminal.waitFor("(no message)", count: 3)
            try terminal.enter(".timer(.start)")
            try await terminal.waitFor("(no message)", count: 4)
            try terminal.press("C-d")
            let screen = try await terminal.waitFor(#"timer "goal-reminder""#)
            // Said to a person leaving, in words, not as advice for a script.
            #expect(screen.contains("1 thing was still to happen on the domain's clock"))
            #expect(screen.contains("due in 13h"))
            #expect(!screen.contains(":skip waiting"))
        }
    }
}
