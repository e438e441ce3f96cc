import Foundation
import Khipu
import KhipuTestSupport
import Testing

@Suite("FileStore")
struct FileStoreTests {
    // MARK: - No file yet

    @Test("no file: starts from the initial state and writes only its lock until the first change")
    func noFileStartsFromInitial() throws {
        try withTemporaryDirectory { directory in
            let store = try createFileStore(at: storeFile(in: directory)) { Counter(value: 3) }
            #expect(store.state() == Counter(value: 3))
            #expect(try contentsOfDirectory(directory) == ["state.khipu.lock"])
        }
    }

    @Test("no file and no directory: the first change creates both")
    func createsMissingDirectories() throws {
        try withTemporaryDirectory { directory in
            let url = directory.appendingPathComponent("a/b/state.khipu")
            try createFileStore(at: url) { Counter() }.change(.increment)
            #expect(try stored(at: url).value == 1)
        }
    }

    // MARK: - Persistence

    @Test("persists across instances: a store opened later sees the changes")
    func persistsAcrossInstances() throws {
        try withTemporaryDirectory { directory in
            let url = storeFile(in: directory)
            try createFileStore(at: url) { Counter() }.change(.set(to: 41), .increment, .label(to: "answer"))
            #expect(try stored(at: url) == Counter(value: 42, label: "answer"))
        }
    }

    @Test("writes DSL text: a snapshot, then one journal line per change and the clock it was made at")
    func writesDSLText() throws {
        try KhipuEnvironment.$current.withValue(.fixed()) { try writesDSLTextAtFixedClock() }
    }

    private func writesDSLTextAtFixedClock() throws {
        try withTemporaryDirectory { directory in
            let url = storeFile(in: directory)
            let store = try createFileStore(at: url) { Counter() }
            store.change(.set(to: 2))
            store.change(.increment)
            store.change(.label(to: "two \"quoted\""), .decrement)
            #expect(try text(url) == """
                # khipu store snapshot, generation 1
                # State: Counter. The changes made since are in state.khipu.journal, one a line.
                Counter(value: 2, label: "counter")

                """)
            #expect(try text(url.appendingPathExtension("journal")) == """
                # khipu store journal, generation 1
                .increment // at "2024-06-16T09:00:00Z"
                [.label(to: "two \\"quoted\\""), .decrement] // at "2024-06-16T09:00:00Z"

                """)
            #expect(try contentsOfDirectory(directory) == ["state.khipu", "state.khipu.journal", "state.khipu.lock"])
        }
    }

    @Test("a run of the same change is journaled once per change, and each one that cannot be stored is refused")
    func repeatedChanges() throws {
        try KhipuEnvironment.$current.withValue(.fixed()) {
            try withTemporaryDirectory { directory in
                let url = storeFile(in: directory)
                let errors = Recorder<StoreError>()
                let entry = Ledger.Entry(amount: 1, on: Date(timeIntervalSince1970: 0))
                do {
                    let store = try createFileStore(at: url, initial: { Ledger() }, onError: errors.record)
                    for _ in 0..<4 {
                        store.change(.record(entry))
                        store.change(.unstorable(Unstorable()))
                    }
                    #expect(store.state() == Ledger(entries: Array(repeating: entry, count: 4)))
                }
                #expect(errors.values.count == 4)
                let journal = try text(url.appendingPathExtension("journal")).split(separator: "\n")
                #expect(journal.dropFirst().count == 3)
                #expect(Set(journal.dropFirst()).count == 1)
                #expect(try createFileStore(at: url) { Ledger() }.state() == Ledger(entries: Array(repeating: entry, count: 4)))
            }
        }
    }

    @Test("dates are ISO-8601 and non-finite doubles persist (.nan, .infinity)")
    func datesAndNonFiniteDoubles() throws {
        try withTemporaryDirectory { directory in
            let url = storeFile(in: directory)
            let day = Date(timeIntervalSince1970: 1_718_528_400.25)
            let entries = [Ledger.Entry(amount: .nan, on: day), .init(amount: -.infinity, on: day), .init(amount: 1.5, on: day)]
            do {
                let handle = try createFileStoreHandle(at: url) { Ledger() }
                handle.replace(with: Ledger(entries: entries))
                for entry in entries { handle.store.change(.record(entry)) }
            }

            #expect(try text(url).contains(#"Ledger.Entry(amount: .nan, on: "2024-06-16T09:00:00.250Z")"#))
            #expect(try text(url.appendingPathExtension("journal")).contains(#".record(Ledger.Entry(amount: .negativeInfinity, on: "2024-06-16T09:00:00.250Z"))"#))
            #expect(sameEntries(try createFileStore(at: url) { Ledger() }.state(), Ledger(entries: entries + entries)))
        }
    }

    @Test("the state in memory is the state stored, to the last digit a date keeps")
    func memoryIsWhatIsStored() throws {
        try withTemporaryDirectory { directory in
            let url = storeFile(in: directory)
            let precise = Ledger.Entry(amount: 0.1, on: Date(timeIntervalSince1970: 1_718_528_400.123_456_7))
            let inMemory: Ledger
            do {
                let handle = try createFileStoreHandle(at: url) { Ledger() }
                handle.store.change(.record(precise))
                handle.store.change(.record(precise), .record(precise))
                handle.replace(with: Ledger(entries: [precise] + handle.state.entries))
                inMemory = handle.state
            }
            #expect(try createFileStore(at: url) { Ledger() }.state() == inMemory)
        }
    }

    @Test("reset writes the initial state")
    func resetPersistsInitial() throws {
        try withTemporaryDirectory { directory in
            let url = storeFile(in: directory)
            do {
                let store = try createFileStore(at: url) { Counter(value: 1) }
                store.change(.set(to: 9))
                store.reset()
                #expect(store.state() == Counter(value: 1))
            }
            #expect(try createFileStore(at: url) { Counter(value: 100) }.state() == Counter(value: 1))
        }
    }

    @Test("the handle's replace writes the new state and tells the subscribers")
    func replacePersists() throws {
        try withTemporaryDirectory { directory in
            let url = storeFile(in: directory)
            let handle = try createFileStoreHandle(at: url) { Counter() }
            let seen = Recorder<Int>()
            handle.store.updated { seen.record(handle.state.value) }

            handle.replace(with: Counter(value: 5, label: "five"))
            handle.close()

            #expect(seen.values == [5])
            #expect(try stored(at: url) == Counter(value: 5, label: "five"))
        }
    }

    @Test("updated subscribers are called after every change and reset")
    func updatedSubscribers() throws {
        try withTemporaryDirectory { directory in
            let store = try createFileStore(at: storeFile(in: directory)) { Counter() }
            let seen = Recorder<Int>()
            store.updated { seen.record(store.state().value) }
            store.change(.increment)
            store.change(.increment, .increment)
            store.reset()
            #expect(seen.values == [1, 3, 0])
        }
    }

    @Test("atomic writes leave no temporary files behind")
    func noTemporaryFilesLeft() throws {
        try withTemporaryDirectory { directory in
            let store = try createFileStore(at: storeFile(in: directory)) { Counter() }
            for _ in 0..<25 { store.change(.increment) }
            store.reset()
            #expect(try contentsOfDirectory(directory) == ["state.khipu", "state.khipu.journal", "state.khipu.lock"])
        }
    }

    @Test("a new snapshot keeps the permissions of the existing file")
    func keepsPermissions() throws {
        try withTemporaryDirectory { directory in
            let url = storeFile(in: directory)
            let store = try createFileStore(at: url) { Counter() }
            store.change(.increment)
            try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: url.path)
            store.reset()
            let permissions = try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int
            #expect(permissions == 0o600)
        }
    }

    @Test("a symbolic link is followed: the linked file is updated and the link stays a link")
    func followsSymbolicLink() throws {
        try withTemporaryDirectory { directory in
            let target = directory.appendingPathComponent("real.khipu")
            let link = directory.appendingPathComponent("link.khipu")
            try createFileStore(at: target) { Counter() }.change(.set(to: 1))
            try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: target.path)

            do {
                let store = try createFileStore(at: link) { Counter() }
                #expect(store.state().value == 1)
                store.change(.increment)
                store.reset()
                store.change(.set(to: 7))
            }

            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == target.path)
            #expect(try stored(at: target).value == 7)
        }
    }

    @Test("changes from many tasks at once are all applied and stored")
    func concurrentChanges() async throws {
        let directory = try TemporaryDirectory()
        let url = storeFile(in: directory.url)
        let handle = try createFileStoreHandle(at: url) { Counter() }
        let store = UncheckedSendable(handle.store)
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<50 {
                group.addTask { store.value.change(.increment) }
            }
        }
        #expect(store.value.state().value == 50)
        handle.close()
        #expect(try stored(at: url).value == 50)
    }

    // MARK: - Destroy and close

    @Test("destroy deletes the snapshot and the journal")
    func destroyDeletesFiles() throws {
        try withTemporaryDirectory { directory in
            let url = storeFile(in: directory)
            do {
                let store = try createFileStore(at: url) { Counter() }
                store.change(.increment)
                store.change(.increment)
                store.destroy()
                #expect(try contentsOfDirectory(directory) == ["state.khipu.lock"])
            }
            #expect(try createFileStore(at: url) { Counter(value: -1) }.state().value == -1)
        }
    }

    @Test("destroy without a file reports nothing")
    func destroyWithoutFile() throws {
        try withTemporaryDirectory { directory in
            let errors = Recorder<StoreError>()
            let store = try createFileStore(at: storeFile(in: directory), initial: { Counter() }, onError: errors.record)
            store.destroy()
            #expect(errors.values.isEmpty)
        }
    }

    @Test("close releases the store: it opens again, and a change to the closed one is refused")
    func closeReleases() throws {
        try withTemporaryDirectory { directory in
            let url = storeFile(in: directory)
            let errors = Recorder<StoreError>()
            let handle = try createFileStoreHandle(at: url, initial: { Counter() }, onError: errors.record)
            handle.store.change(.increment)
            handle.close()

            let reopened = try createFileStore(at: url) { Counter() }
            handle.store.change(.increment)
            #expect(errors.values.count == 1)
            #expect(handle.state.value == 1)
            #expect(reopened.state().value == 1)
        }
    }
}

func storeFile(in directory: URL) -> URL {
    directory.appendingPathComponent("state.khipu")
}

/// The state a store at `url` holds, opened and released at once.
func stored(at url: URL) throws -> Counter {
    try createFileStore(at: url) { Counter(value: -999) }.state()
}

func text(_ url: URL) throws -> String {
    String(decoding: try Data(contentsOf: url), as: UTF8.self)
}
