import Foundation
import Testing

/// `khipu` on the fasting timer, whose goal reminder waits 13 hours on the clock: what
/// still waits when the input ends is never silent.
@Suite("Pending work at the end")
struct PendingWorkTests {
    @Test("Pending work, a piped session that ends with an answer still due, says so on standard error and exits 0")
    func pipedNote() async throws {
        let result = try await KhipuProcess.run(["--domain", "fastingtimer"], stdin: ".timer(.start)\n")
        #expect(result.status == 0)
        #expect(result.stdout == "(no message)\n")
        #expect(result.stderr.hasPrefix("note: 1 piece of work still waits on the clock (at 2024-06-16T09:00:00Z):\n"))
        #expect(result.stderr.contains(#"timer "goal-reminder" (started by .start(at: "2024-06-16T09:00:00Z")) is due at 2024-06-16T22:00:00Z, in 13h"#))
    }

    @Test("Pending work, in exhaustive mode, fails the piped session")
    func pipedExhaustive() async throws {
        let result = try await KhipuProcess.run(["--domain", "fastingtimer"], stdin: ":set exhaustive on\n.timer(.start)\n")
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("error: exhaustive mode: it ended while 1 piece of work still waits on the clock"))
    }

    @Test("Pending work, a clock move that makes the answer due, leaves nothing to say")
    func answeredInTime() async throws {
        let result = try await KhipuProcess.run(["--domain", "fastingtimer"], stdin: ".timer(.start)\n:clock advance 13h\n")
        #expect(result.status == 0)
        #expect(result.stdout.contains(".timer(.goalReached)"))
        #expect(result.stderr.isEmpty)
    }
}
