import Foundation
@testable import Khipu
import KhipuTestSupport
import Testing

/// One writer, whatever happens to `FILE.lock`: deleted, replaced, or the store reached by
/// another path.
@Suite("FileStore: one writer")
struct StoreOneWriterTests {
    private func lockFile(of url: URL) -> URL { url.appendingPathExtension("lock") }

    @Test("10 rounds of: a store open, FILE.lock deleted, a second store opened: refused, and no acknowledged change lost")
    func deletedLockFile() throws {
        try withTemporaryDirectory { directory in
            let url = storeFile(in: directory)
            var acknowledged = 0
            for round in 0..<10 {
                let errors = Recorder<StoreError>()
                let first = try createFileStore(at: url, initial: { Counter() }, onError: errors.record)
                for _ in 0..<40 { first.change(.increment) }
                acknowledged += 40
                try FileManager.default.removeItem(at: lockFile(of: url))

                let second = #expect(throws: StoreError.self, "round \(round)") { _ = try createFileStore(at: url) { Counter() } }
                #expect(second == .locked(path: url.path, holder: nil))
                first.change(.increment)
                acknowledged += 1
                #expect(errors.values.isEmpty)
                #expect(first.state().value == acknowledged)
            }
            #expect(try stored(at: url).value == acknowledged)
        }
    }

    @Test("FILE.lock replaced by another file, or the store opened through a hard link: the second store is refused")
    func replacedLockFileAndOtherPath() throws {
        try withTemporaryDirectory { directory in
            let url = storeFile(in: directory)
            let first = try createFileStore(at: url) { Counter() }
            first.change(.increment)

            try FileManager.default.removeItem(at: lockFile(of: url))
            try Data("someone else\n".utf8).write(to: lockFile(of: url))
            #expect(throws: StoreError.locked(path: url.path, holder: nil)) { _ = try createFileStore(at: url) { Counter() } }

            let other = directory.appendingPathComponent("same.khipu")
            try FileManager.default.linkItem(at: url, to: other)
            #expect(throws: StoreError.locked(path: other.path, holder: nil)) { _ = try createFileStore(at: other) { Counter() } }

            first.change(.increment)
            #expect(first.state().value == 2)
        }
    }

    @Test("no snapshot yet, FILE.lock deleted, a second store gets in: only the first to write writes, the other's changes fail")
    func bothFoundNoSnapshot() throws {
        try withTemporaryDirectory { directory in
            let url = storeFile(in: directory)
            let firstErrors = Recorder<StoreError>()
            let secondErrors = Recorder<StoreError>()
            let first = try createFileStore(at: url, initial: { Counter() }, onError: firstErrors.record)
            try FileManager.default.removeItem(at: lockFile(of: url))
            let second = try createFileStore(at: url, initial: { Counter() }, onError: secondErrors.record)

            first.change(.set(to: 10))
            second.change(.set(to: 20))
            second.change(.increment)
            first.change(.increment)

            #expect(firstErrors.values.isEmpty)
            #expect(secondErrors.values.count == 2)
            #expect(secondErrors.values.first?.description.contains("another session made it since this one opened the store") == true)
            #expect(second.state().value == 0)
            #expect(first.state().value == 11)
            #expect(try text(url).contains("value: 10"))
        }
    }

    @Test("a symbolic link at FILE.journal or FILE.lock, to a file or to nothing, is an error that changes nothing")
    func linkedJournalAndLock() throws {
        try withTemporaryDirectory { directory in
            let url = storeFile(in: directory)
            try createFileStore(at: url) { Counter() }.change(.increment)
            let elsewhere = directory.appendingPathComponent("elsewhere")
            try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: false)
            for link in [url.appendingPathExtension("journal"), lockFile(of: url)] {
                let target = elsewhere.appendingPathComponent(link.lastPathComponent)
                try FileManager.default.moveItem(at: link, to: target)
                for destination in [target, elsewhere.appendingPathComponent("gone")] {
                    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: destination)
                    let before = try StoreFiles(directory)
                    let error = #expect(throws: StoreError.self) { _ = try createFileStore(at: url) { Counter() } }
                    #expect(error?.path == link.path)
                    #expect(error?.reason.hasPrefix("it is a symbolic link") == true)
                    #expect(try StoreFiles(directory) == before)
                    try FileManager.default.removeItem(at: link)
                }
                try FileManager.default.moveItem(at: target, to: link)
            }
            #expect(try stored(at: url).value == 1)
        }
    }
}

extension StoreOneWriterTests {
    /// A read-only file system is where only the lock file cannot be made; root ignores
    /// permissions, so a directory of the lock's name stands in for it.
    @Test("a lock file that cannot be made: the error names the lock file, not the store file")
    func lockFileNamed() throws {
        try withTemporaryDirectory { directory in
            let url = storeFile(in: directory)
            try createFileStore(at: url) { Counter() }.change(.increment)
            try FileManager.default.removeItem(at: lockFile(of: url))
            try FileManager.default.createDirectory(at: lockFile(of: url), withIntermediateDirectories: false)

            let error = #expect(throws: StoreError.self) { _ = try createFileStore(at: url) { Counter() } }

            #expect(error?.path == lockFile(of: url).path)
            #expect(error?.description.hasPrefix("cannot take the store's lock file \(lockFile(of: url).path): ") == true)
        }
    }
}

/// Every file of a directory tree as it is on disk: bytes of regular files, targets of links.
struct StoreFiles: Equatable {
    let entries: [String: Data]

    init(_ directory: URL) throws {
        var entries: [String: Data] = [:]
        let manager = FileManager.default
        for name in try manager.subpathsOfDirectory(atPath: directory.path) {
            let path = directory.appendingPathComponent(name).path
            let attributes = try manager.attributesOfItem(atPath: path)
            switch attributes[.type] as? FileAttributeType {
            case .typeSymbolicLink?: entries[name] = Data(("→ " + (try manager.destinationOfSymbolicLink(atPath: path))).utf8)
            case .typeDirectory?: entries[name] = Data("directory".utf8)
            default: entries[name] = try Data(contentsOf: URL(fileURLWithPath: path))
            }
        }
        self.entries = entries
    }
}
