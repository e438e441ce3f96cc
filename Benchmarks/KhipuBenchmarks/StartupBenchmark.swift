import Foundation

/// What `khipu run` of a one-line script takes as a whole process, over a Foundation hello
/// world built with `swiftc -O` on the spot: wall time, the two run in turn (A B A B …) so
/// that a busy machine weighs on both alike; medians of `runs` each, and the median of the
/// pairs' ratios. The `khipu` measured is the one built next to this benchmark
/// (`swift build -c release --product khipu`).
enum StartupBenchmark {
    static let runs = 21

    struct Figure {
        let khipu: Duration
        let helloWorld: Duration
        let pairRatio: Double
    }

    enum Unavailable: Error, CustomStringConvertible {
        case noKhipu(String)
        case noCompiler(String)

        var description: String {
            switch self {
            case .noKhipu(let path): "no khipu at \(path): build it with `swift build -c release --product khipu` (same --scratch-path)"
            case .noCompiler(let reason): "cannot build the hello world: \(reason)"
            }
        }
    }

    static func run() throws -> Figure {
        let directory = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        let khipu = directory.appendingPathComponent("khipu").path
        guard FileManager.default.isExecutableFile(atPath: khipu) else { throw Unavailable.noKhipu(khipu) }

        let work = FileManager.default.temporaryDirectory.appendingPathComponent("khipu-startup-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        let script = work.appendingPathComponent("one-line.khipu")
        try Data("expect state.counter.value == 0\n".utf8).write(to: script)
        let helloSource = work.appendingPathComponent("hello.swift")
        try Data("import Foundation\nprint(\"Hello, \\(ProcessInfo.processInfo.processName)\")\n".utf8).write(to: helloSource)
        let hello = work.appendingPathComponent("hello").path
        let compiled = try status(of: "/usr/bin/env", ["swiftc", "-O", helloSource.path, "-o", hello])
        guard compiled == 0 else { throw Unavailable.noCompiler("swiftc exited with \(compiled)") }

        let khipuArguments = ["run", "--domain", "counter", script.path]
        guard try status(of: khipu, khipuArguments) == 0 else { throw Unavailable.noKhipu("\(khipu) (the one-line script failed)") }
        var khipuTimes: [Duration] = []
        var helloTimes: [Duration] = []
        var ratios: [Double] = []
        for _ in 0..<runs {
            let a = try wallTime(of: khipu, khipuArguments)
            let b = try wallTime(of: hello, [])
            khipuTimes.append(a)
            helloTimes.append(b)
            ratios.append(seconds(a) / seconds(b))
        }
        return Figure(khipu: median(khipuTimes), helloWorld: median(helloTimes), pairRatio: median(ratios))
    }

    private static func wallTime(of executable: String, _ arguments: [String]) throws -> Duration {
        let clock = ContinuousClock()
        var exit: Int32 = 0
        let elapsed = try clock.measure { exit = try status(of: executable, arguments) }
        precondition(exit == 0, "\(executable) exited with \(exit)")
        return elapsed
    }

    private static func status(of executable: String, _ arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    private static func median<T: Comparable>(_ values: [T]) -> T {
        values.sorted()[values.count / 2]
    }

    private static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    /// Prints the figure: `start-up: khipu run of a one-line script N.NN× a Foundation hello world`.
    static func report() {
        do {
            let figure = try run()
            print(String(format: "khipu run, one-line script: %7.1f ms wall (median of %d)", seconds(figure.khipu) * 1e3, runs))
            print(String(format: "Foundation hello world    : %7.1f ms wall", seconds(figure.helloWorld) * 1e3))
            print(String(format: "start-up: khipu run of a one-line script %.2f× a Foundation hello world (median of pairs; goal: ≤ 3×)", figure.pairRatio))
        } catch {
            print("start-up: not measured: \(error)")
        }
    }
}
