import Foundation
import KhipuTestSupport
import Testing

/// `:save` and `run --junit` write regular files only, and `:save` keeps files it did not write.
@Suite("Writes that respect the file system")
struct SafeWriteTests {
    private let add = ".todos(.cmd(.add(item: \"x\")))\n"

    private func save(_ command: String) async throws -> KhipuProcess.Result {
        try await KhipuProcess.run([], stdin: add + command + "\n")
    }

    @Test(":save onto a symbolic link writes its target and leaves the link")
    func symbolicLink() async throws {
        let directory = try TemporaryDirectory()
        let target = directory.url.appendingPathComponent("target.khipu").path
        let link = directory.url.appendingPathComponent("link.khipu").path
        #expect(try await save(":save \(target)").status == 0)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)

        let result = try await save(":save \(link)")

        #expect(result.status == 0, "\(result.output)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == target)
        #expect(try String(contentsOfFile: target, encoding: .utf8).contains("# A khipu session on todos"))
    }

    @Test(
        ":save onto a device, a FIFO or a directory is refused, naming what it is",
        arguments: [("/dev/null", "it is a character device, not a regular file"), ("DIRECTORY", "it is a directory, not a regular file"), ("FIFO", "it is a FIFO, not a regular file")]
    )
    func notARegularFile(path: String, reason: String) async throws {
        let directory = try TemporaryDirectory()
        var target = path
        if path == "DIRECTORY" { target = directory.url.path }
        if path == "FIFO" {
            target = directory.url.appendingPathComponent("fifo").path
            #expect(mkfifo(target, 0o644) == 0)
        }
        var before = stat()
        lstat(target, &before)

        let result = try await save(":save! \(target)")

        #expect(result.status == 1)
        #expect(result.stdout.contains("cannot write \(target): \(reason)"))
        var after = stat()
        lstat(target, &after)
        #expect(after.st_mode == before.st_mode && after.st_ino == before.st_ino)
    }

    @Test(":save keeps a file it did not write; :save! replaces it")
    func keepsForeignFile() async throws {
        let directory = try TemporaryDirectory()
        let notes = try directory.file("notes.txt", contents: "my notes\n")

        let refused = try await save(":save \(notes)")
        #expect(refused.status == 1)
        #expect(refused.stdout.contains("already exists and was not written by :save; `:save! \(notes)` replaces it"))
        #expect(try String(contentsOfFile: notes, encoding: .utf8) == "my notes\n")

        let forced = try await save(":save! \(notes)")
        #expect(forced.status == 0, "\(forced.output)")
        #expect(try String(contentsOfFile: notes, encoding: .utf8).hasPrefix("# A khipu session on todos"))
        // Now :save wrote it, so :save may write it again.
        #expect(try await save(":save \(notes)").status == 0)
    }

    @Test(":save where files cannot be made names the real cause", .enabled(if: FileManager.default.fileExists(atPath: "/proc/version")))
    func procFile() async throws {
        let result = try await save(":save! /proc/version")
        #expect(result.status == 1)
        #expect(result.stdout.contains("cannot write /proc/version: "))
        #expect(!result.stdout.contains("doesn't exist"))
        #expect(!result.stdout.contains("NSCocoaErrorDomain"))
    }

    @Test("--junit onto a directory is refused with a clear message; onto a link it writes the target (a link to nothing is refused)")
    func junit() async throws {
        let directory = try TemporaryDirectory()
        let script = try directory.file("one.khipu", contents: ".todos(.cmd(.add(item: \"x\")))\nexpect state.todos.items.count == 1\n")

        let refused = try await KhipuProcess.run(["run", "--junit", directory.url.path, script], stdin: "")
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("cannot write the JUnit report to \(directory.url.path): it is a directory, not a regular file"))

        let target = try directory.file("report.xml", contents: "old report\n")
        let link = directory.url.appendingPathComponent("link.xml").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        let written = try await KhipuProcess.run(["run", "--junit", link, script], stdin: "")
        #expect(written.status == 0, "\(written.output)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == target)
        #expect(try String(contentsOfFile: target, encoding: .utf8).contains("<testsuites"))

        let dangling = directory.url.appendingPathComponent("dangling.xml").path
        try FileManager.default.createSymbolicLink(atPath: dangling, withDestinationPath: directory.url.appendingPathComponent("gone.xml").path)
        let refusedLink = try await KhipuProcess.run(["run", "--junit", dangling, script], stdin: "")
        #expect(refusedLink.status == 2)
        #expect(refusedLink.stderr.contains("it is a symbolic link to a missing file"))
    }

    @Test("switching back to the stored domain keeps one writer and stores every change")
    func switchingBackToStoredDomain() async throws {
        let directory = try TemporaryDirectory()
        let store = directory.url.appendingPathComponent("todos.khipu").path
        let input = add + ":domain counter\n:domain todos\n" + add + ":domain todos\n" + add
        let result = try await KhipuProcess.run(["--store", store], stdin: input)
        #expect(result.status == 0, "\(result.output)")
        let reopened = try await KhipuProcess.run(["--store", store], stdin: ":state todos.items.count\n")
        #expect(reopened.stdout == "3\n")
    }
}
