import Foundation
import KhipuTestSupport
import Testing

/// `khipu --store` as programs drive it: killed at any instant, two at once, a store that
/// cannot write, values without a literal.
@Suite("khipu --store, end to end")
struct StorePersistenceTests {

    private func add(_ title: String) -> String { TodosLines.add(title) }
    private func acknowledged(in output: String) -> [String] { TodosLines.acknowledged(in: output) }

    /// The titles the store at `path` holds, read by a new session; that session's result.
    private func storedTitles(_ path: String) async throws -> (titles: [String], result: KhipuProcess.Result) {
        let result = try await KhipuProcess.run(["--store", path], stdin: ":state todos.items\n")
        let titles = result.stdout.matches(of: /title: "([^"]*)"/).map { String($0.output.1) }
        return (titles, result)
    }

    private func files(in directory: TemporaryDirectory) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.url.path).sorted()
    }

    @Test("25 SIGKILLs at random instants during piped adds: the store reopens with every acknowledged item, and no debris")
    func killedAtRandomInstants() async throws {
        let directory = try TemporaryDirectory()
        let store = directory.url.appendingPathComponent("todos.khipu").path
        var acknowledgedSoFar: Set<String> = []
        for round in 0..<25 {
            let khipu = try RunningKhipu(["--store", store])
            khipu.feed(count: 3_000) { ".todos(.cmd(.add(item: \"r\(round)-\($0)\")))\n" }
            try await Task.sleep(for: .seconds(Double.random(in: 0.05...0.8)))
            khipu.kill()
            acknowledgedSoFar.formUnion(acknowledged(in: khipu.stdout))

            let (titles, reopened) = try await storedTitles(store)
            #expect(reopened.status == 0, "round \(round): \(reopened.output)")
            let lost = acknowledgedSoFar.subtracting(titles)
            #expect(lost.isEmpty, "round \(round): acknowledged but not stored: \(lost.sorted().prefix(5))")
            let debris = try files(in: directory).filter { !["todos.khipu", "todos.khipu.journal", "todos.khipu.lock"].contains($0) }
            #expect(debris.isEmpty, "round \(round)")
        }
        #expect(!acknowledgedSoFar.isEmpty)
    }

    @Test("a second khipu on a store another holds gets a clear error and changes nothing; each answer comes as it happens")
    func secondWriter() async throws {
        let directory = try TemporaryDirectory()
        let store = directory.url.appendingPathComponent("todos.khipu").path
        let first = try RunningKhipu(["--store", store])
        first.send(add("from A"))
        // The answer arrives while A's input is still open: piped answers are flushed.
        #expect(await first.output(containing: "from A"))

        let second = try await KhipuProcess.run(["--store", store], stdin: add("from B"))
        #expect(second.status == 1)
        #expect(second.stderr.contains("is in use: it is open in process"))
        #expect(!second.stdout.contains("from B"))

        first.send(add("A again"))
        #expect(await first.finished() == 0)
        #expect(try await storedTitles(store).titles == ["from A", "A again"])
    }

    @Test("a store that cannot persist a change: the statement fails, memory and file agree, the exit status is 1")
    func unpersistableChange() async throws {
        let directory = try TemporaryDirectory()
        let store = directory.url.appendingPathComponent("todos.khipu").path
        // A file size limit (with SIGXFSZ ignored) makes the journal's writes fail with EFBIG.
        let limited = try RunningKhipu(
            ["-c", #"trap '' XFSZ; ulimit -f 4; exec "$0" --store "$1""#, KhipuProcess.executable.path, store],
            executable: URL(fileURLWithPath: "/bin/sh")
        )
        for index in 0..<30 { limited.send(add("item \(index)")) }
        limited.send(":state todos.items.count\n")
        let status = await limited.finished()

        let answered = acknowledged(in: limited.stdout)
        #expect(status == 1)
        #expect(limited.stderr.contains("error: cannot save the store file"))
        #expect(limited.stderr.contains("The change was not made"))
        #expect(answered.count > 0 && answered.count < 30)
        let inMemory = limited.stdout.split(separator: "\n").last.map(String.init)
        #expect(inMemory == "\(answered.count)")
        #expect(try await storedTitles(store).titles == answered)
    }

    @Test("a coordinate of .nan is stored and read back as .nan")
    func nanPersists() async throws {
        let directory = try TemporaryDirectory()
        let store = directory.url.appendingPathComponent("todos.khipu").path
        let input = """
            let there = TodoItem(title: "Coffee").alter(.location(to: .coordinate(Coordinate(latitude: .nan, longitude: 9.5))))
            .todos(.cmd(.add(item: there)))

            """
        let first = try await KhipuProcess.run(["--store", store], stdin: input)
        #expect(first.status == 0, "\(first.output)")
        let second = try await KhipuProcess.run(["--store", store], stdin: ":state todos.items[0].location\n")
        #expect(second.status == 0)
        #expect(second.stdout == ".coordinate(Coordinate(latitude: .nan, longitude: 9.5))\n")
    }

    @Test("20,000 items through piped --store, 1,000 more, and reopening shows all 21,000")
    func twentyThousandItems() async throws {
        let directory = try TemporaryDirectory()
        let store = directory.url.appendingPathComponent("todos.khipu").path
        let fill = (0..<20_000).map { add("item \($0)") }.joined()
        #expect(try await KhipuProcess.run(["--store", store], stdin: fill).status == 0)
        let more = (0..<1_000).map { add("more \($0)") }.joined()
        #expect(try await KhipuProcess.run(["--store", store], stdin: more).status == 0)
        let count = try await KhipuProcess.run(["--store", store], stdin: ":state todos.items.count\n")
        #expect(count.stdout == "21000\n")
    }
}
