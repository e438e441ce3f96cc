import Foundation
import Khipu
import Testing

@Suite("FileStore")
struct FileStoreTests {
    private func stateFile(in directory: URL) -> URL {
        directory.appendingPathComponent("state.json")
    }

    private func fileBytes(_ url: URL) throws -> Data {
        try Data(contentsOf: url)
    }

    // MARK: - No file yet

    @Test("no file: starts from the initial state and writes nothing until the first change")
    func noFileStartsFromInitial() throws {
        try withTemporaryDirectory { directory in
            let store = try createFileStore(at: stateFile(in: directory)) { Counter(value: 3) }
            #expect(store.state() == Counter(value: 3))
            #expect(try contentsOfDirectory(directory).isEmpty)
        }
    }

    @Test("no file and no directory: the first change creates both")
    func createsMissingDirectories() throws {
        try withTemporaryDirectory { directory in
            let url = directory.appendingPathComponent("a/b/state.json")
            let store = try createFileStore(at: url) { Counter() }
            store.change(.increment)
            let reloaded = try createFileStore(at: url) { Counter() }
            #expect(reloaded.state().value == 1)
        }
    }

    // MARK: - Persistence

    @Test("persists across instances: a second store at the same path sees the changes")
    func persistsAcrossInstances() throws {
        try withTemporaryDirectory { directory in
            let url = stateFile(in: directory)
            let first = try createFileStore(at: url) { Counter() }
            first.change(.set(to: 41), .increment, .label(to: "answer"))

            let second = try createFileStore(at: url) { Counter() }
            #expect(second.state() == Counter(value: 42, label: "answer"))
        }
    }

    @Test("writes pretty printed JSON with sorted keys")
    func writesPrettySortedJSON() throws {
        try withTemporaryDirectory { directory in
            let url = stateFile(in: directory)
            let store = try createFileStore(at: url) { Counter() }
            store.change(.set(to: 2))
            let text = String(decoding: try fileBytes(url), as: UTF8.self)
            #expect(text == "{\n  \"label\" : \"counter\",\n  \"value\" : 2\n}\n")
        }
    }

    @Test("reset writes the initial state")
    func resetPersistsInitial() throws {
        try withTemporaryDirectory { directory in
            let url = stateFile(in: directory)
            let store = try createFileStore(at: url) { Counter(value: 1) }
            store.change(.set(to: 9))
            store.reset()
            #expect(store.state() == Counter(value: 1))
            #expect(try createFileStore(at: url) { Counter(value: 100) }.state() == Counter(value: 1))
        }
    }

    @Test("the handle's replace writes the new state and tells the subscribers")
    func replacePersists() throws {
        try withTemporaryDirectory { directory in
            let url = stateFile(in: directory)
            let handle = try createFileStoreHandle(at: url) { Counter() }
            let seen = Recorder<Int>()
            handle.store.updated { seen.record(handle.state.value) }

            handle.replace(with: Counter(value: 5, label: "five"))

            #expect(seen.values == [5])
            #expect(try createFileStore(at: url) { Counter() }.state() == Counter(value: 5, label: "five"))
        }
    }

    @Test("updated subscribers are called after every change and reset")
    func updatedSubscribers() throws {
        try withTemporaryDirectory { directory in
            let store = try createFileStore(at: stateFile(in: directory)) { Counter() }
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
            let store = try createFileStore(at: stateFile(in: directory)) { Counter() }
            for _ in 0..<25 { store.change(.increment) }
            store.reset()
            #expect(try contentsOfDirectory(directory) == ["state.json"])
        }
    }

    @Test("saving keeps the permissions of the existing file")
    func keepsPermissions() throws {
        try withTemporaryDirectory { directory in
            let url = stateFile(in: directory)
            let store = try createFileStore(at: url) { Counter() }
            store.change(.increment)
            try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: url.path)
            store.change(.increment)
            let permissions = try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int
            #expect(permissions == 0o600)
        }
    }

    @Test("a symbolic link is followed: the linked file is updated and the link stays a link")
    func followsSymbolicLink() throws {
        try withTemporaryDirectory { directory in
            let target = directory.appendingPathComponent("real.json")
            let link = directory.appendingPathComponent("link.json")
            try createFileStore(at: target) { Counter() }.change(.set(to: 1))
            try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: target.path)

            let store = try createFileStore(at: link) { Counter() }
            #expect(store.state().value == 1)
            store.change(.increment)

            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == target.path)
            #expect(try createFileStore(at: target) { Counter() }.state().value == 2)
        }
    }

    @Test("changes from many tasks at once are all applied and saved")
    func concurrentChanges() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("KhipuTests-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = stateFile(in: directory)
        let store = UncheckedSendable(try createFileStore(at: url) { Counter() })
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<50 {
                group.addTask { store.value.change(.increment) }
            }
        }
        #expect(store.value.state().value == 50)
        #expect(try createFileStore(at: url) { Counter() }.state().value == 50)
        #expect(try contentsOfDirectory(directory) == ["state.json"])
    }

    // MARK: - Files that cannot be loaded

    @Test(
        "corrupted file: throws an error naming the file and leaves it byte-for-byte unchanged",
        arguments: [
            "",
            "{",
            "not json at all",
            "[1, 2, 3]",
            "{\"value\": \"seven\", \"label\": \"x\"}",
            "{\"label\": \"no value\"}",
            "{\"value\": null, \"label\": \"x\"}",
        ]
    )
    func corruptedFile(contents: String) throws {
        try withTemporaryDirectory { directory in
            let url = stateFile(in: directory)
            let original = Data(contents.utf8)
            try original.write(to: url)

            let error = #expect(throws: StoreError.self) {
                _ = try createFileStore(at: url) { Counter() }
            }

            guard case .undecodable(let path, let reason) = error else {
                Issue.record("expected .undecodable, got \(String(describing: error))")
                return
            }
            #expect(path == url.path)
            #expect(!reason.isEmpty)
            #expect(error?.description.contains(url.path) == true)
            #expect(try fileBytes(url) == original)
            #expect(try contentsOfDirectory(directory) == ["state.json"])
        }
    }

    @Test("a missing key is named in the error")
    func missingKeyIsNamed() throws {
        try withTemporaryDirectory { directory in
            let url = stateFile(in: directory)
            try Data("{\"label\": \"x\"}".utf8).write(to: url)
            let error = #expect(throws: StoreError.self) { _ = try createFileStore(at: url) { Counter() } }
            #expect(error?.reason.contains("value") == true)
        }
    }

    @Test("a directory at the path: throws an error naming it and leaves it alone")
    func directoryAtPath() throws {
        try withTemporaryDirectory { directory in
            let url = stateFile(in: directory)
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)

            let error = #expect(throws: StoreError.self) { _ = try createFileStore(at: url) { Counter() } }

            #expect(error == .unreadable(path: url.path, reason: "it is a directory"))
            #expect(error?.description.contains(url.path) == true)
            var isDirectory: ObjCBool = false
            #expect(FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue)
        }
    }

    @Test("a path through a regular file: throws an error naming the path")
    func pathThroughAFile() throws {
        try withTemporaryDirectory { directory in
            let blocker = directory.appendingPathComponent("blocker")
            try Data("x".utf8).write(to: blocker)
            let url = blocker.appendingPathComponent("state.json")

            let error = #expect(throws: StoreError.self) { _ = try createFileStore(at: url) { Counter() } }

            guard case .unreadable(let path, _) = error else {
                Issue.record("expected .unreadable, got \(String(describing: error))")
                return
            }
            #expect(path == url.path)
            #expect(try fileBytes(blocker) == Data("x".utf8))
        }
    }

    @Test("a symbolic link to a missing file: throws instead of replacing the link")
    func danglingSymbolicLink() throws {
        try withTemporaryDirectory { directory in
            let link = stateFile(in: directory)
            try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: directory.appendingPathComponent("gone.json").path)

            let error = #expect(throws: StoreError.self) { _ = try createFileStore(at: link) { Counter() } }

            #expect(error?.path == link.path)
            #expect(try contentsOfDirectory(directory) == ["state.json"])
        }
    }

    @Test(
        "a file without read permission: throws an error naming it and leaves it unchanged",
        .enabled(if: getuid() != 0, "root reads any file")
    )
    func unreadableFile() throws {
        try withTemporaryDirectory { directory in
            let url = stateFile(in: directory)
            try createFileStore(at: url) { Counter() }.change(.increment)
            try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: url.path)
            defer { try? FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: url.path) }

            let error = #expect(throws: StoreError.self) { _ = try createFileStore(at: url) { Counter() } }

            guard case .unreadable(let path, _) = error else {
                Issue.record("expected .unreadable, got \(String(describing: error))")
                return
            }
            #expect(path == url.path)
        }
    }

    // MARK: - Failing writes

    @Test("write failure: the state is kept in memory, the error is reported, the next change saves it all")
    func writeFailureKeepsState() throws {
        try withTemporaryDirectory { directory in
            let folder = directory.appendingPathComponent("folder")
            let url = folder.appendingPathComponent("state.json")
            let errors = Recorder<StoreError>()
            let store = try createFileStore(at: url, initial: { Counter() }, onError: errors.record)
            store.change(.increment)

            // Put a regular file where the store's directory was: every write must fail now.
            try FileManager.default.removeItem(at: folder)
            try Data("blocker".utf8).write(to: folder)
            store.change(.increment)
            store.change(.label(to: "kept"))

            #expect(store.state() == Counter(value: 2, label: "kept"))
            #expect(errors.values.count == 2)
            if case .unwritable(let path, _)? = errors.values.first {
                #expect(path == url.path)
            } else {
                Issue.record("expected .unwritable, got \(errors.values)")
            }
            #expect(errors.values.first?.description.contains(url.path) == true)

            try FileManager.default.removeItem(at: folder)
            store.change(.increment)
            #expect(errors.values.count == 2)
            #expect(try createFileStore(at: url) { Counter() }.state() == Counter(value: 3, label: "kept"))
        }
    }

    @Test("a save that fails at the last step removes its temporary file and leaves what is at the path")
    func failedSaveCleansUp() throws {
        try withTemporaryDirectory { directory in
            let url = stateFile(in: directory)
            let errors = Recorder<StoreError>()
            let store = try createFileStore(at: url, initial: { Counter() }, onError: errors.record)
            // A directory appears where the file goes: renaming the temporary file over it fails.
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
            try Data("keep".utf8).write(to: url.appendingPathComponent("inside"))

            store.change(.increment)

            #expect(errors.values.count == 1)
            #expect(store.state().value == 1)
            #expect(try contentsOfDirectory(directory) == ["state.json"])
            #expect(try contentsOfDirectory(url) == ["inside"])
        }
    }

    // MARK: - Destroy

    @Test("destroy deletes the file")
    func destroyDeletesFile() throws {
        try withTemporaryDirectory { directory in
            let url = stateFile(in: directory)
            let store = try createFileStore(at: url) { Counter() }
            store.change(.increment)
            store.destroy()
            #expect(try contentsOfDirectory(directory).isEmpty)
            #expect(try createFileStore(at: url) { Counter(value: -1) }.state().value == -1)
        }
    }

    @Test("destroy without a file reports nothing")
    func destroyWithoutFile() throws {
        try withTemporaryDirectory { directory in
            let errors = Recorder<StoreError>()
            let store = try createFileStore(at: stateFile(in: directory), initial: { Counter() }, onError: errors.record)
            store.destroy()
            #expect(errors.values.isEmpty)
        }
    }
}
