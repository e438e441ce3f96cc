import Foundation
import KhipuTestSupport
import Testing

/// The failures of the third reliability round (issue 25), as the `khipu` binary meets
/// them: a deleted lock file, a full disk, hostile bytes in store messages, load trees,
/// unreadable loads, a directory given as the store.
@Suite("Reliability, round three")
struct ReliabilityRoundThreeTests {
    private func add(_ title: String) -> String { TodosLines.add(title) }
    private func acknowledged(in output: String) -> [String] { TodosLines.acknowledged(in: output) }

    private func storedTitles(_ path: String) async throws -> [String] {
        let result = try await KhipuProcess.run(["--store", path], stdin: ":state todos.items\n")
        return result.stdout.matches(of: /title: "([^"]*)"/).map { String($0.output.1) }
    }

    /// Waits at most `limit` for `khipu` to end once its input is closed; kills it after.
    private func finish(_ khipu: RunningKhipu, within limit: Duration) async -> Int32? {
        let clock = ContinuousClock()
        let deadline = clock.now + limit
        khipu.send("")
        while khipu.isRunning && clock.now < deadline { try? await Task.sleep(for: .milliseconds(20)) }
        guard !khipu.isRunning else {
            khipu.kill()
            return nil
        }
        return await khipu.finished()
    }

    @Test("10 rounds of: a session open, FILE.lock deleted, a second session started: it is refused, and no acknowledged change is lost")
    func deletedLockFile() async throws {
        let directory = try TemporaryDirectory()
        let store = directory.url.appendingPathComponent("todos.khipu").path
        var expected: [String] = []
        for round in 0..<10 {
            let first = try RunningKhipu(["--store", store])
            for index in 0..<20 { first.send(add("r\(round)-\(index)")) }
            #expect(await first.output(containing: "r\(round)-19"))
            try FileManager.default.removeItem(atPath: store + ".lock")

            let second = try await KhipuProcess.run(["--store", store], stdin: add("intruder \(round)") + ":reset\n")
            #expect(second.status == 1, "round \(round): \(second.output)")
            #expect(second.stderr.contains("is in use"), "round \(round): \(second.stderr)")
            #expect(!second.stdout.contains("intruder"))

            first.send(add("r\(round)-after"))
            #expect(await first.finished() == 0)
            expected += acknowledged(in: first.stdout)
            #expect(try await storedTitles(store) == expected, "round \(round)")
        }
        #expect(expected.count == 210)
    }

    @Test("store warnings and errors put no raw ESC, C1 control or bidi override on the terminal, piped or not")
    func storeMessagesEscaped() async throws {
        let directory = try TemporaryDirectory()
        let store = directory.url.appendingPathComponent("todos\u{1B}]0;owned\u{07}.khipu").path
        #expect(try await KhipuProcess.run(["--store", store], stdin: add("one")).status == 0)
        let journal = try Data(contentsOf: URL(fileURLWithPath: store + ".journal"))
        let hostile = "\u{1B}]52;c;aGk=\u{07}\u{202E}\u{9B}2J"
        try (journal + Data(".add(\(hostile)".utf8)).write(to: URL(fileURLWithPath: store + ".journal"))

        let torn = try await KhipuProcess.run(["--store", store], stdin: ":state todos.items.count\n")
        #expect(torn.stderr.contains("warning: the last line of the store journal"), "\(torn.stderr)")
        try (journal + Data("\(hostile)\n".utf8)).write(to: URL(fileURLWithPath: store + ".journal"))
        let refused = try await KhipuProcess.run(["--store", store], stdin: ":state todos.items.count\n")
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("does not hold a valid state: line 2"), "\(refused.stderr)")

        for output in [torn.stdout, torn.stderr, refused.stdout, refused.stderr] {
            #expect(!output.unicodeScalars.contains { [0x1B, 0x07, 0x9B, 0x202E].contains($0.value) }, "\(output.debugDescription)")
        }
    }

    @Test("a 15-deep, 10-wide :load tree ends with a non-zero exit, its loads and counts stopped where the limit is")
    func loadTree() async throws {
        let directory = try TemporaryDirectory()
        for level in 0..<16 {
            let next = level < 15 ? Array(repeating: ":load f\(level + 1).khipu", count: 10).joined(separator: "\n") + "\n" : ""
            _ = try directory.file("f\(level).khipu", contents: next + "expect state.todos.items.count == 0\n")
        }
        let khipu = try RunningKhipu(["run", directory.url.appendingPathComponent("f0.khipu").path])
        let status = await finish(khipu, within: .seconds(120))
        #expect(status == 1)
        #expect(khipu.stdout.contains("more than 1000 files loaded by one statement"), "\(khipu.stdout.suffix(2_000))")
        let summary = khipu.stdout.split(separator: "\n").last.map(String.init) ?? ""
        #expect(summary.contains("failed"), "\(summary)")
    }

    @Test(":load of a missing file: file:line:column, the line with a caret under the path, one error:, the system's reason")
    func loadMissingFile() async throws {
        let directory = try TemporaryDirectory()
        let script = try directory.file("m.khipu", contents: "expect state.todos.items.count == 0\n:load missing/file.khipu\n")
        let result = try await KhipuProcess.run(["run", script])
        #expect(result.status == 1)
        let expected = "m.khipu:2:7: error: cannot read the file \(directory.url.path)/missing/file.khipu: No such file or directory\n  :load missing/file.khipu\n        ^~~~~~~~~~~~~~~~~"
        #expect(result.stdout.contains(expected), "\(result.stdout)")
        #expect(result.stdout.components(separatedBy: "error:").count == 2, "\(result.stdout)")
        #expect(!result.stdout.contains("The operation could not be completed"))
    }

    @Test(":load cycles name their files by normalized paths")
    func loadCycleNormalized() async throws {
        let directory = try TemporaryDirectory()
        try FileManager.default.createDirectory(at: directory.url.appendingPathComponent("sub"), withIntermediateDirectories: true)
        _ = try directory.file("sub/a.khipu", contents: ":load ../sub/a.khipu\n")
        let script = try directory.file("main.khipu", contents: "expect state.todos.items.count == 0\n:load sub/../sub/a.khipu\n")
        let result = try await KhipuProcess.run(["run", script])
        #expect(result.status == 1)
        #expect(result.stdout.contains("files load each other more than 16 deep"), "\(result.stdout)")
        #expect(!result.stdout.contains("/../"), "\(result.stdout)")
    }

    @Test("--store on a directory, or a path ending in /, is refused with a clear error and makes nothing")
    func storeOnDirectory() async throws {
        let directory = try TemporaryDirectory()
        for path in [directory.url.path, directory.url.path + "/newdir/"] {
            let result = try await KhipuProcess.run(["--store", path], stdin: add("x"))
            #expect(result.status == 1)
            #expect(result.stderr.contains("directory, not a file: a store is a file"), "\(result.stderr)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path).isEmpty)
    }
}

extension ReliabilityRoundThreeTests {
    static var canMountSmallDisk: Bool { SmallDisk.canMount }

    /// A file system of 64 KiB, mounted for the test (root only, as in CI), unmounted after.
    fileprivate final class SmallDisk {
        let path: String
        let isMounted: Bool

        /// Whether this machine lets the test mount one: root, and a mount that works here
        /// (a container may forbid it), tried once.
        static let canMount: Bool = {
            guard getuid() == 0, let directory = try? TemporaryDirectory(), let disk = try? SmallDisk(in: directory) else { return false }
            return disk.isMounted
        }()

        init(in directory: TemporaryDirectory) throws {
            path = directory.url.appendingPathComponent("disk").path
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            isMounted = (try? Shell.run(["mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", path], in: directory.url))?.status == 0
        }

        deinit {
            if isMounted { _ = try? Shell.run(["umount", "-l", path], in: URL(fileURLWithPath: "/")) }
        }
    }

    @Test("on a full disk, a failed :undo or :goto leaves :history and the state as they were, and a change not stored is no step",
          .enabled(if: RequiredTools.runs(whenPresent: SmallDisk.canMount), "mounts a small tmpfs, which needs root and a machine that allows it"))
    func fullDisk() async throws {
        let directory = try TemporaryDirectory()
        let disk = try SmallDisk(in: directory)
        try #require(disk.isMounted, "a 64 KiB tmpfs could not be mounted at \(disk.path) (root, and a machine that allows mounts)")
        let store = disk.path + "/todos.khipu"
        let khipu = try RunningKhipu(["--store", store])
        let padding = String(repeating: "x", count: 400)
        for index in 0..<150 { khipu.send(add("t\(index)-\(padding)")) }
        khipu.send(":history\nstate.todos.items.count\n:undo\n:history\nstate.todos.items.count\n")
        khipu.send(":goto 1\n:history\nstate.todos.items.count\n" + add("one more") + ":history\nstate.todos.items.count\n")
        #expect(await khipu.finished() == 1)

        let lines = khipu.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let counts = lines.filter { !$0.isEmpty && $0.allSatisfy(\.isNumber) }.compactMap { Int($0) }
        var histories: [[String]] = []
        var previousWasHistory = false
        for line in lines {
            let isHistory = line.wholeMatch(of: /[→ ] +\d+  .*/) != nil
            if isHistory { if previousWasHistory { histories[histories.count - 1].append(line) } else { histories.append([line]) } }
            previousWasHistory = isHistory
        }
        let stored = acknowledged(in: khipu.stdout).count
        #expect(stored > 0 && stored < 150, "the disk should have filled")
        #expect(counts == Array(repeating: stored, count: 4), "\(counts)")
        #expect(histories.count == 4)
        #expect(Set(histories).count == 1, "the history moved: \(histories.map { $0.filter { $0.hasPrefix("→") } })")
        #expect(histories.first?.count == stored + 1)
        #expect(histories.first?.last?.hasPrefix("→ ") == true)
        #expect(khipu.stderr.contains("cannot save the store file"), "\(khipu.stderr.suffix(500))")
        #expect(!khipu.stdout.contains("now at"), "\(lines.filter { $0.contains("now at") })")
    }
}
