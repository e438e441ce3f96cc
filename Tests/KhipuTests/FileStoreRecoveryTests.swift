import Foundation
@testable import Khipu
import KhipuTestSupport
import Testing

/// What a file store does with what crashes, other writers and bad files leave.
@Suite("FileStore recovery")
struct FileStoreRecoveryTests {
    private let snapshotHeader = "# khipu store snapshot, generation "
    private let journalHeader = "# khipu store journal, generation "

    private func write(_ text: String, to url: URL) throws {
        try Data(text.utf8).write(to: url)
    }

    private func journal(of url: URL) -> URL {
        url.appendingPathExtension("journal")
    }

    // MARK: - Files that cannot be loaded

    @Test(
        "a snapshot that cannot be read: an error naming the file, every file left byte for byte",
        arguments: [
            "",
            "{",
            "not a store at all",
            "[1, 2, 3]",
            "{\"value\": \"seven\", \"label\": \"x\"}",
            "{\"label\": \"no value\"}",
            "# khipu store snapshot, generation 1\nCounter(value: \"seven\", label: \"x\")\n",
            "# khipu store snapshot, generation 1\n",
            "# khipu store snapshot, generation 1\nCounter(value: 1, label: \"x\"\n",
            "# khipu store snapshot, generation 0\nCounter(value: 1, label: \"x\")\n",
        ]
    )
    func unreadableSnapshot(contents: String) throws {
        try withTemporaryDirectory { directory in
            let url = storeFile(in: directory)
            try write(contents, to: url)
            try write(journalHeader + "1\n.increment\n", to: journal(of: url))

            let error = #expect(throws: StoreError.self) { _ = try createFileStore(at: url) { Counter() } }

            guard case .undecodable(let path, let reason) = error else {
                Issue.record("expected .undecodable, got \(String(describing: error))")
                return
            }
            #expect(path == url.path)
            #expect(!reason.isEmpty)
            #expect(error?.description.contains(url.path) == true)
            #expect(try text(url) == contents)
            #expect(try text(journal(of: url)) == journalHeader + "1\n.increment\n")
        }
    }

    @Test(
        "a journal that cannot be read: an error naming the file and the line, every file left byte for byte",
        arguments: [
            ("# khipu store journal, generation 1\n.increment\n.explode\n.increment\n", "line 3"),
            ("# khipu store journal, generation 1\n.set(to: \"x\")\n", "line 2"),
            ("no header\n.increment\n", "generation"),
            ("# khipu store journal, generation 2\n.increment\n", "generation 2"),
        ]
    )
    func unreadableJournal(contents: String, named: String) throws {
        try withTemporaryDirectory { directory in
            let url = storeFile(in: directory)
            let snapshot = snapshotHeader + "1\nCounter(value: 1, label: \"x\")\n"
            try write(snapshot, to: url)
            try write(contents, to: journal(of: url))

            let error = #expect(throws: StoreError.self) { _ = try createFileStore(at: url) { Counter() } }

            #expect(error?.path == journal(of: url).path)
            #expect(error?.reason.contains(named) == true)
            #expect(try text(url) == snapshot)
            #expect(try text(journal(of: url)) == contents)
        }
    }

    @Test("a journal without its snapshot is an error, not a fresh state")
    func journalWithoutSnapshot() throws {
        try withTemporaryDirectory { directory in
            let url = storeFile(in: directory)
            try write(journalHeader + "1\n.increment\n", to: journal(of: url))
            let error = #expect(throws: StoreError.self) { _ = try createFileStore(at: url) { Counter() } }
            #expect(error?.path == journal(of: url).path)
        }
    }

    @Test("a directory at the path: an error naming it, and it is left alone")
    func directoryAtPath() throws {
        try withTemporaryDirectory { directory in
            let url = storeFile(in: directory)
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)

            let error = #expect(throws: StoreError.self) { _ = try createFileStore(at: url) { Counter() } }

            #expect(error == .unreadable(path: url.path, reason: "it is a directory, not a file: a store is a file, with its journal and lock file beside it; name a file inside it, e.g. DIRECTORY/store.khipu"))
            var isDirectory: ObjCBool = false
            #expect(FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue)
        }
    }

    @Test("a path through a regular file: an error naming the path")
    func pathThroughAFile() throws {
        try withTemporaryDirectory { directory in
            let blocker = directory.appendingPathComponent("blocker")
            try write("x", to: blocker)
            let url = blocker.appendingPathComponent("state.khipu")

            let error = #expect(throws: StoreError.self) { _ = try createFileStore(at: url) { Counter() } }

            #expect(error?.path == url.path)
            #expect(try text(blocker) == "x")
        }
    }

    @Test("a symbolic link to a missing file: an error instead of replacing the link")
    func danglingSymbolicLink() throws {
        try withTemporaryDirectory { directory in
            let link = storeFile(in: directory)
            try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: directory.appendingPathComponent("gone").path)

            let error = #expect(throws: StoreError.self) { _ = try createFileStore(at: link) { Counter() } }

            #expect(error?.path == link.path)
            #expect(try contentsOfDirectory(directory) == ["state.khipu"])
        }
    }

    // MARK: - Crashes

    @Test("a torn last journal line is dropped with a warning; the store opens and goes on")
    func tornLastLine() throws {
        try withTemporaryDirectory { directory in
            let url = storeFile(in: directory)
            try createFileStore(at: url) { Counter() }.change(.increment)
            let journalURL = journal(of: url)
            try write(journalHeader + "1\n.increment\n.set(to: 4", to: journalURL)

            let warnings = Recorder<StoreWarning>()
            do {
                let store = try createFileStore(at: url, initial: { Counter() }, onWarning: warnings.record)
                #expect(store.state().value == 2)
                store.change(.increment)
            }

            #expect(warnings.values == [.droppedTornJournalLine(path: journalURL.path, text: ".set(to: 4")])
            #expect(try text(journalURL).hasPrefix(journalHeader + "1\n.increment\n.increment // at \""))
            #expect(try stored(at: url).value == 3)
        }
    }

    @Test("a journal line cut inside a character is torn, not a journal that is not UTF-8")
    func tornInsideCharacter() throws {
        try withTemporaryDirectory { directory in
            let url = storeFile(in: directory)
            try createFileStore(at: url) { Counter() }.change(.increment)
            try (Data((journalHeader + "1\n.label(to: \"caf").utf8) + [0xC3]).write(to: journal(of: url))

            let warnings = Recorder<StoreWarning>()
            let store = try createFileStore(at: url, initial: { Counter() }, onWarning: warnings.record)

            #expect(store.state().value == 1)
            #expect(warnings.values.count == 1)
        }
    }

    @Test("a crash between a new snapshot and its journal: the old journal is recognised as applied")
    func crashDuringCompaction() throws {
        try withTemporaryDirectory { directory in
            let url = storeFile(in: directory)
            try write(snapshotHeader + "2\nCounter(value: 5, label: \"x\")\n", to: url)
            try write(journalHeader + "1\n.increment\n.increment\n", to: journal(of: url))

            let store = try createFileStore(at: url) { Counter() }
            #expect(store.state().value == 5)
            store.change(.increment)
            #expect(try text(journal(of: url)).hasPrefix(journalHeader + "2\n.increment // at \""))
        }
    }

    @Test("opening removes the temporary files earlier crashes of this store left, and only those")
    func removesOwnTemporaryFiles() throws {
        try withTemporaryDirectory { directory in
            let url = storeFile(in: directory)
            let uuid = UUID().uuidString
            let own = [".state.khipu.\(uuid).tmp", ".state.khipu.journal.\(UUID().uuidString).tmp"]
            let others = [".other.khipu.\(uuid).tmp", ".state.khipu.not-a-uuid.tmp", "state.khipu.\(uuid).tmp", ".state.khipu.\(uuid).tmp.keep"]
            for name in own + others { try write("debris", to: directory.appendingPathComponent(name)) }

            _ = try createFileStore(at: url) { Counter() }

            #expect(try contentsOfDirectory(directory) == (others + ["state.khipu.lock"]).sorted())
        }
    }

    @Test("a change is replayed with the clock it was made at")
    func replayedAtItsTime() throws {
        try withTemporaryDirectory { directory in
            let url = storeFile(in: directory)
            let environment = KhipuEnvironment.fixed()
            let stamped: Stamp = try KhipuEnvironment.$current.withValue(environment) {
                let store = try createFileStore(at: url) { Stamp() }
                store.change(.stamp)
                environment.advanceClock(by: .seconds(90))
                store.change(.stamp)
                return store.state()
            }
            environment.advanceClock(by: .seconds(3600))
            let reopened = try KhipuEnvironment.$current.withValue(environment) { try createFileStore(at: url) { Stamp() }.state() }
            #expect(reopened == stamped)
            #expect(reopened.times.map(\.timeIntervalSince1970) == [1_718_528_400, 1_718_528_490])
        }
    }

    // MARK: - Compaction

    @Test("past the bound the journal is compacted into a new snapshot; nothing is lost")
    func compaction() throws {
        try withTemporaryDirectory { directory in
            let url = storeFile(in: directory)
            do {
                let handle = try createFileStoreHandle(
                    at: url, initial: { Counter() }, durability: .standard, minimumCompaction: 200,
                    onError: { Issue.record("\($0)") }, onWarning: { Issue.record("\($0)") }
                )
                for _ in 0..<100 { handle.store.change(.increment) }
            }
            let snapshot = try text(url)
            #expect(snapshot.hasPrefix(snapshotHeader))
            #expect(!snapshot.hasPrefix(snapshotHeader + "1\n"))
            #expect(try text(journal(of: url)).utf8.count < 400)
            #expect(try stored(at: url).value == 100)
        }
    }

    // MARK: - Failing to store

    @Test("a change that cannot be stored is not made: the error is reported, memory and files agree")
    func unstorableChange() throws {
        try withTemporaryDirectory { directory in
            let url = storeFile(in: directory)
            let errors = Recorder<StoreError>()
            let entry = Ledger.Entry(amount: 1, on: Date(timeIntervalSince1970: 0))
            do {
                let store = try createFileStore(at: url, initial: { Ledger() }, onError: errors.record)
                store.change(.record(entry))
                let seen = Recorder<Int>()
                store.updated { seen.record(1) }
                store.change(.unstorable(Unstorable()), .record(entry))
                #expect(store.state() == Ledger(entries: [entry]))
                #expect(seen.values.isEmpty)
            }
            #expect(errors.values.count == 1)
            guard case .unwritable(_, let reason)? = errors.values.first else {
                Issue.record("expected .unwritable, got \(errors.values)")
                return
            }
            #expect(reason.contains("does not read back"))
            #expect(try createFileStore(at: url) { Ledger() }.state() == Ledger(entries: [entry]))
        }
    }

    @Test("a new snapshot that cannot be written: the state stays the stored one, no debris")
    func failedSnapshot() throws {
        try withTemporaryDirectory { directory in
            let url = storeFile(in: directory)
            let errors = Recorder<StoreError>()
            let store = try createFileStore(at: url, initial: { Counter() }, onError: errors.record)
            store.change(.set(to: 3))
            // A directory appears where the snapshot goes: renaming over it fails.
            try FileManager.default.removeItem(at: url)
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
            try write("keep", to: url.appendingPathComponent("inside"))

            store.reset()

            #expect(errors.values.count == 1)
            #expect(errors.values.first?.path == url.path)
            #expect(store.state().value == 3)
            #expect(try contentsOfDirectory(directory) == ["state.khipu", "state.khipu.journal", "state.khipu.lock"])
            #expect(try contentsOfDirectory(url) == ["inside"])
        }
    }

    // MARK: - Two writers

    @Test("a second store on the same files is refused with a clear error while the first is open")
    func secondWriterRefused() throws {
        try withTemporaryDirectory { directory in
            let url = storeFile(in: directory)
            let first = try createFileStoreHandle(at: url) { Counter() }
            first.store.change(.increment)

            let error = #expect(throws: StoreError.self) { _ = try createFileStore(at: url) { Counter() } }

            #expect(error == .locked(path: url.path, holder: Int(getpid())))
            #expect(error?.description.contains("in use") == true)
            first.close()
            #expect(try stored(at: url).value == 1)
        }
    }

    // MARK: - The format before journals

    @Test("a JSON store from before journals is read and rewritten as a snapshot")
    func migratesLegacyJSON() throws {
        try withTemporaryDirectory { directory in
            let url = storeFile(in: directory)
            // As the old store wrote it: pretty JSON, dates as seconds since 2001.
            try write("{\n  \"entries\" : [\n    {\n      \"amount\" : 2.5,\n      \"on\" : 740217600\n    }\n  ]\n}\n", to: url)

            do {
                let store = try createFileStore(at: url) { Ledger() }
                #expect(store.state() == Ledger(entries: [.init(amount: 2.5, on: Date(timeIntervalSinceReferenceDate: 740_217_600))]))
            }
            let snapshot = try text(url)
            #expect(snapshot.hasPrefix(snapshotHeader + "1\n"))
            #expect(snapshot.contains("\"2024-06-16T08:00:00Z\""))
            #expect(try createFileStore(at: url) { Ledger() }.state().entries.count == 1)
        }
    }
}
