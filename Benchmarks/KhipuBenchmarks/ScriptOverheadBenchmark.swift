#if Benchmarks
import Counter
import Foundation
import KhipuDSL
import KhipuScript

/// What the interpreter costs beyond reading a script: `khipu run`'s way through a script
/// of 100,000 `.counter(.cmd(.increment))` lines (read, parse, decode, dispatch, wait for
/// the domain, count) over parsing and decoding the same lines alone, in processor time.
/// Best of 5 each.
enum ScriptOverheadBenchmark {
    static let statements = BenchmarkScale.pick(100_000, smoke: 1_000)
    static let rounds = BenchmarkScale.pick(5, smoke: 1)

    struct Figure {
        let parseAndDecode: Duration
        let script: Duration
        var ratio: Double { seconds(script) / seconds(parseAndDecode) }
    }

    static func run() async throws -> Figure {
        let line = ".counter(.cmd(.increment))"
        let lines = [String](repeating: line, count: statements)
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("khipu-overhead-\(UUID().uuidString).khipu")
        defer { try? FileManager.default.removeItem(at: url) }
        let text = ([":domain counter"] + lines + ["expect state.counter.value == \(statements)"]).joined(separator: "\n") + "\n"
        try Data(text.utf8).write(to: url)

        let decoder = DSLValueDecoder(context: DSLDecodingContext(types: [Message.self], now: { Date() }))
        let counter = KhipuDomain(CounterDomain.definition)
        let runner = ScriptRunner(domains: [counter], defaultDomain: counter, options: RunOptions(showsOnlyFailures: true))
        // Alternated, best of each, so that a busy machine weighs on both alike.
        var parseAndDecode = Duration.seconds(1_000)
        var script = Duration.seconds(1_000)
        for _ in 0..<rounds {
            parseAndDecode = min(parseAndDecode, try processorTime {
                var decoded = 0
                for line in lines {
                    // What reading a dispatch statement takes: its keywords tried, its expression parsed.
                    var parser = DSLParser(line)
                    parser.skipTrivia()
                    guard parser.peekByte() == UInt8(ascii: "."), !parser.consumeKeyword("let"), !parser.consumeKeyword("expect") else { continue }
                    let expression = try parser.parseExpression()
                    parser.skipTrivia()
                    _ = try decoder.decode(Message.self as any Decodable.Type, from: expression)
                    decoded += 1
                }
                precondition(decoded == statements, "decoded \(decoded) of \(statements) lines")
            })
            let start = processorTimeNow()
            let result = await runner.run(url.path)
            script = min(script, processorTimeNow() - start)
            precondition(result.failed == 0 && result.passed == 1, "the script did not pass: \(result.failed) failed")
        }
        return Figure(parseAndDecode: parseAndDecode, script: script)
    }

    /// The processor time of the whole process: on a shared machine, waiting for a core
    /// does not count, and the work of every thread does.
    static func processorTimeNow() -> Duration {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return .seconds(time.tv_sec) + .nanoseconds(time.tv_nsec)
    }

    private static func processorTime(_ work: () throws -> Void) rethrows -> Duration {
        let start = processorTimeNow()
        try work()
        return processorTimeNow() - start
    }

    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    /// Prints the figure: `script overhead: N.NN× parse+decode`.
    static func report() async throws {
        let figure = try await run()
        print(String(format: "script, %d statements: %8.3f s CPU  %6.2f µs/statement", statements, seconds(figure.script), seconds(figure.script) / Double(statements) * 1e6))
        print(String(format: "parse + decode alone      : %8.3f s CPU  %6.2f µs/statement", seconds(figure.parseAndDecode), seconds(figure.parseAndDecode) / Double(statements) * 1e6))
        print(String(format: "script overhead: %.2f× parse+decode (goal: ≤ 2×)", figure.ratio))
    }
}
#endif
