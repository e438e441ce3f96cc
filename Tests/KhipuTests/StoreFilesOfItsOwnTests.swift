import Foundation
import Khipu
import KhipuTestSupport
import Testing

/// A store keeps its user's files to itself: it follows no link at its journal or lock
/// file, and every file it has takes the snapshot's permissions.
@Suite("FileStore: links and permissions")
struct StoreFilesOfItsOwnTests {
    @Test("a symbolic link planted at FILE.lock or FILE.journal is refused, and the file it leads to is left untouched", arguments: ["lock", "journal"])
    func plantedLink(at side: String) throws {
        try withTemporaryDirectory { directory in
            let url = storeFile(in: directory)
            try createFileStore(at: url) { Counter() }.change(.increment)
            let victim = directory.appendingPathComponent("victim.txt")
            try Data("my own file\n".utf8).write(to: victim)
            let link = url.appendingPathExtension(side)
            try FileManager.default.removeItem(at: link)
            try FileManager.default.createSymbolicLink(at: link, withDestinationURL: victim)
            let before = try StoreFiles(directory)

            let error = #expect(throws: StoreError.self) {
                let store = try createFileStore(at: url) { Counter() }
                store.change(.increment)
            }

            #expect(error?.path == link.path)
            #expect(error?.reason.contains("it is a symbolic link, and a store follows no link at its journal or lock file") == true)
            #expect(try text(victim) == "my own file\n")
            #expect(try StoreFiles(directory) == before)
        }
    }

    @Test("a link at FILE.lock to a file that does not exist yet is refused and makes no file")
    func plantedLinkToMissingFile() throws {
        try withTemporaryDirectory { directory in
            let url = storeFile(in: directory)
            let planted = directory.appendingPathComponent("planted")
            try FileManager.default.createSymbolicLink(at: url.appendingPathExtension("lock"), withDestinationURL: planted)

            #expect(throws: StoreError.self) { _ = try createFileStore(at: url) { Counter() } }

            #expect(!FileManager.default.fileExists(atPath: planted.path))
        }
    }

    @Test("after chmod on the snapshot, the journal, the lock file and every compacted generation take its permissions", arguments: [0o600, 0o640])
    func filesTakeTheSnapshotsMode(_ mode: Int) throws {
        try withTemporaryDirectory { directory in
            let url = storeFile(in: directory)
            try createFileStore(at: url) { Counter() }.change(.increment)
            try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: url.path)

            let handle = try createFileStoreHandle(
                at: url, initial: { Counter() }, durability: .standard, minimumCompaction: 64,
                onError: { Issue.record("\($0)") }, onWarning: { Issue.record("\($0)") }
            )
            #expect(try modes(in: directory) == ["state.khipu": mode, "state.khipu.journal": mode, "state.khipu.lock": mode])
            // Several compactions: each writes a new snapshot and a new journal.
            let generation = try text(url).prefix(while: { $0 != "\n" })
            for _ in 0..<30 { handle.store.change(.increment) }
            #expect(try text(url).prefix(while: { $0 != "\n" }) != generation)
            #expect(try modes(in: directory) == ["state.khipu": mode, "state.khipu.journal": mode, "state.khipu.lock": mode])
            handle.close()
            #expect(try stored(at: url).value == 31)
        }
    }

    @Test("a new store's files get the same permissions, none wider than 0644")
    func newStoreModes() throws {
        try withTemporaryDirectory { directory in
            let url = storeFile(in: directory)
            try createFileStore(at: url) { Counter() }.change(.increment)
            let found = try modes(in: directory)
            #expect(found.count == 3)
            #expect(Set(found.values).count == 1)
            #expect(found.values.allSatisfy { $0 & ~0o644 == 0 })
        }
    }

    private func modes(in directory: URL) throws -> [String: Int] {
        var found: [String: Int] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) {
            let attributes = try FileManager.default.attributesOfItem(atPath: directory.appendingPathComponent(name).path)
            found[name] = attributes[.posixPermissions] as? Int
        }
        return found
    }
}
