import Foundation
import KhipuTestSupport
import Testing

/// Issue 11, item 7: what the log prints after a clock move, typed back, does the same thing.
@Suite("Ticks that replay")
struct ClockReplayTests {
    static let windAndStart = ".ovotimer(.cmd(.wind(to: 180)))\n.ovotimer(.cmd(.start))\n"

    /// The lines a user types for one printed line: `LINE  × N` is the line N times, `⋮`
    /// stands for repetitions not shown.
    static func typed(_ line: String) -> [String] {
        if line == "⋮" { return [] }
        guard let mark = line.range(of: "  × ", options: .backwards), let times = Int(line[mark.upperBound...]) else {
            return [line]
        }
        return Array(repeating: String(line[..<mark.lowerBound]), count: times)
    }

    /// What a piped session printed after `:clock advance DURATION`, up to the last line
    /// (`:state timer`'s answer).
    static func clockLog(of output: String) throws -> (log: [String], timer: String) {
        let lines = output.split(separator: "\n").map(String.init)
        let clock = try #require(lines.firstIndex { $0.hasPrefix("clock: ") })
        return (Array(lines[(clock + 1)..<(lines.count - 1)]), try #require(lines.last))
    }

    @Test("OvoTimer: the log printed after :clock advance, typed back in a fresh session, leaves the same timer",
          arguments: ["1s", "3s", "90s", "179s", "3m", "1h", "10y"])
    func replay(duration: String) async throws {
        let moved = try await KhipuProcess.run(["--domain", "ovotimer"], stdin: Self.windAndStart + ":clock advance \(duration)\n:state timer\n")
        #expect(moved.status == 0, "\(moved.output)")
        let (log, timer) = try Self.clockLog(of: moved.stdout)
        let typed = log.flatMap(Self.typed)
        let ticks = typed.filter { $0 == ".ovotimer(.cmd(.tick))" }.count
        let seconds = min(180, Int(ClockDuration.seconds(duration)))
        #expect(ticks == seconds, "one tick a second until the timer finishes")

        let replayed = try await KhipuProcess.run(["--domain", "ovotimer"], stdin: Self.windAndStart + typed.map { $0 + "\n" }.joined() + ":state timer\n")
        #expect(replayed.status == 0, "\(replayed.output)")
        #expect(replayed.lastLine == timer)
    }

    @Test("OvoTimer: 90 seconds of ticks print as a few lines, the tick folded as × 90")
    func folded() async throws {
        let moved = try await KhipuProcess.run(["--domain", "ovotimer"], stdin: Self.windAndStart + ":clock advance 90s\n:state timer\n")
        let (log, timer) = try Self.clockLog(of: moved.stdout)
        #expect(log == [
            ".ovotimer(.cmd(.tick))  × 90",
            ".ovotimer(.ack(.changed(by: .tick, to: .running(remainingTime: 179, selectedTime: 180))))",
            "⋮",
            ".ovotimer(.ack(.changed(by: .tick, to: .running(remainingTime: 90, selectedTime: 180))))",
        ])
        #expect(timer == ".running(remainingTime: 90, selectedTime: 180)")
    }

    @Test("--transcript folds a clock move's ticks the same way")
    func transcript() async throws {
        let directory = try TemporaryDirectory()
        let script = directory.url.appendingPathComponent("ticks.khipu")
        try (":domain ovotimer\n" + Self.windAndStart + ":clock advance 90s\nexpect state.timer == .running(remainingTime: 90, selectedTime: 180)\n")
            .write(to: script, atomically: true, encoding: .utf8)
        let run = try await KhipuProcess.run(["run", "--transcript", script.path])
        #expect(run.status == 0, "\(run.output)")
        #expect(run.stdout.contains("""
            > :clock advance 90s
              clock: 2024-06-16T09:01:30Z
              .ovotimer(.cmd(.tick))  × 90
              .ovotimer(.ack(.changed(by: .tick, to: .running(remainingTime: 179, selectedTime: 180))))
              ⋮
              .ovotimer(.ack(.changed(by: .tick, to: .running(remainingTime: 90, selectedTime: 180))))
            """))
    }
}

/// The seconds of the durations these tests type.
private enum ClockDuration {
    static func seconds(_ text: String) -> Double {
        let units: [Character: Double] = ["s": 1, "m": 60, "h": 3600, "d": 86_400, "y": 31_536_000]
        return Double(text.dropLast())! * units[text.last!]!
    }
}
