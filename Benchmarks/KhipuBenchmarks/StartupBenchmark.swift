#if Benchmarks
import Foundation

/// What `khipu run` of a one-line script of the default domain (Todos, as a user's first
/// `khipu run` has it) takes as a whole process, over a Foundation hello
/// world built with `swiftc -O` on the spot, the two run in turn (A B A B …) so that a busy
/// machine weighs on both alike: wall time (the goal's measure) and processor time (user +
/// system of the finished child, which waiting for a core does not inflate), medians of
/// `runs` each, and the median of the pairs' ratios. The `khipu` measured is the one built next to this benchmark
/// (`swift build -c release --product khipu`).
enum StartupBenchmark {
    static let runs = BenchmarkScale.pick(21, smoke: 1)

    struct Figure {
        let khipu: Duration
        let helloWorld: Duration
        let pairRatio: Double
        let khipuProcessor: Duration
        let helloWorldProcessor: Duration
        let processorPairRatio: Double
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
        try Data("expect state.todos.items.count == 0\n".utf8).write(to: script)
        let helloSource = work.appendingPathComponent("hello.swift")
        try Data("import Foundation\nprint(\"Hello, \\(ProcessInfo.processInfo.processName)\")\n".utf8).write(to: helloSource)
        let hello = work.appendingPathComponent("hello").path
        let compiled = try status(of: "/usr/bin/env", ["swiftc", "-O", helloSource.path, "-o", hello])
        guard compiled == 0 else { throw Unavailable.noCompiler("swiftc exited with \(compiled)") }

        let khipuArguments = ["run", script.path]
        guard try status(of: khipu, khipuArguments) == 0 else { throw Unavailable.noKhipu("\(khipu) (the one-line script failed)") }
        var a: [(wall: Duration, processor: Duration)] = []
        var b: [(wall: Duration, processor: Duration)] = []
        for _ in 0..<runs {
            a.append(try time(of: khipu, khipuArguments))
            b.append(try time(of: hello, []))
        }
        return Figure(
            khipu: median(a.map(\.wall)),
            helloWorld: median(b.map(\.wall)),
            pairRatio: median(zip(a, b).map { seconds($0.wall) / seconds($1.wall) }),
            khipuProcessor: median(a.map(\.processor)),
            helloWorldProcessor: median(b.map(\.processor)),
            processorPairRatio: median(zip(a, b).map { seconds($0.processor) / seconds($1.processor) })
        )
    }

    /// Spawns `executable` with its output thrown away and waits for it with `wait4`, which
    /// returns as soon as it ends (Foundation's `Process` notices an exit only on its next
    /// poll) and says what processor time it used.
    private static func time(of executable: String, _ arguments: [String]) throws -> (wall: Duration, processor: Duration) {
        let clock = ContinuousClock()
        let start = clock.now
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid = pid_t()
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
        guard spawned == 0 else { throw Unavailable.noKhipu("\(executable) (posix_spawn: \(spawned))") }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0, errno == EINTR {}
        let wall = clock.now - start
        precondition(status == 0, "\(executable) ended with status \(status)")
        let processor = Duration.seconds(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
            + .microseconds(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec)
        return (wall, processor)
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
            print(String(format: "  processor time: khipu %.1f ms, hello world %.1f ms: %.2f× (median of pairs)", seconds(figure.khipuProcessor) * 1e3, seconds(figure.helloWorldProcessor) * 1e3, figure.processorPairRatio))
            print(String(format: "start-up: khipu run of a one-line script %.2f× a Foundation hello world (wall, median of pairs; goal: ≤ 3×)", figure.pairRatio))
        } catch {
            print("start-up: not measured: \(error)")
            // The smoke pass checks that it can be measured.
            if BenchmarkScale.isSmoke { exit(1) }
        }
    }
}
#endif
