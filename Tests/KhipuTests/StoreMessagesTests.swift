import Foundation
@testable import Khipu
import KhipuDSL
import KhipuTestSupport
import Testing

/// What a file store says when something is wrong: the file, the line, the cause, and
/// nothing a terminal would act on.
@Suite("FileStore: messages")
struct StoreMessagesTests {
    private let snapshot = "# khipu store snapshot, generation 1\nCounter(value: 1, label: \"x\")\n"

    @Test("a journal that is not UTF-8 names the line")
    func notUTF8() throws {
        try withTemporaryDirectory { directory in
            let url = storeFile(in: directory)
            try Data(snapshot.utf8).write(to: url)
            try (Data("# khipu store journal, generation 1\n.increment\n.label(to: \"".utf8) + [0xC3, 0x28] + Data("\")\n".utf8))
                .write(to: url.appendingPathExtension("journal"))

            let error = #expect(throws: StoreError.self) { _ = try createFileStore(at: url) { Counter() } }

            #expect(error?.reason == "line 3: it is not UTF-8 text (byte 0xC3, byte 13 of the line)")
        }
    }

    @Test("a generation past Int64 is named as such; a store at the last generation refuses the next one and keeps its state")
    func generationOverflow() throws {
        try withTemporaryDirectory { directory in
            let url = storeFile(in: directory)
            try Data("# khipu store snapshot, generation 9223372036854775808\nCounter(value: 1, label: \"x\")\n".utf8).write(to: url)
            let error = #expect(throws: StoreError.self) { _ = try createFileStore(at: url) { Counter() } }
            #expect(error?.reason == "line 1: its generation \"9223372036854775808\" is not a whole number from 1 to 9223372036854775807")

            try Data("# khipu store snapshot, generation 9223372036854775807\nCounter(value: 1, label: \"x\")\n".utf8).write(to: url)
            let errors = Recorder<StoreError>()
            let store = try createFileStore(at: url, initial: { Counter() }, onError: errors.record)
            store.change(.increment)
            store.reset()
            #expect(store.state().value == 2)
            #expect(errors.values.map(\.reason) == ["it is at generation 9223372036854775807, the last one a store can count to; copy the state into a new store"])
        }
    }

    @Test("a path ending in / or naming a directory is refused, and nothing is made")
    func directoryPaths() throws {
        try withTemporaryDirectory { directory in
            let newDirectory = URL(fileURLWithPath: directory.path + "/newdir/")
            let error = #expect(throws: StoreError.self) { _ = try createFileStore(at: newDirectory) { Counter() } }
            #expect(error?.description.contains("it ends with \"/\", so it names a directory, not a file") == true)
            #expect(FileManager.default.subpaths(atPath: directory.path) == [])

            let existing = #expect(throws: StoreError.self) { _ = try createFileStore(at: directory) { Counter() } }
            #expect(existing?.description.contains("directory, not a file: a store is a file") == true)
            #expect(FileManager.default.subpaths(atPath: directory.path) == [])
        }
    }

    @Test("store errors and warnings show ESC, C1 controls and bidi overrides instead of sending them", arguments: ["\u{1B}]52;c;aGk=\u{07}", "\u{9B}2J", "\u{202E}gnp.exe"])
    func escaped(hostile: String) throws {
        let error = StoreError.unreadable(path: "/tmp/\(hostile)/store", reason: "because \(hostile)")
        let warning = StoreWarning.droppedTornJournalLine(path: "/tmp/\(hostile)", text: hostile)
        for text in [error.description, warning.description, StoreError.locked(path: hostile, holder: 1).description] {
            #expect(TerminalSafeText.isSafe(text), "\(text.debugDescription)")
        }
        #expect(error.description.contains(TerminalSafeText.visible(hostile)))
    }

    @Test("a torn line of 16 MB is dropped with a warning of bounded length; the same line complete is refused naming its line")
    func hugeLine() throws {
        try withTemporaryDirectory { directory in
            let url = storeFile(in: directory)
            let journal = url.appendingPathExtension("journal")
            try Data(snapshot.utf8).write(to: url)
            let garbage = Data(repeating: UInt8(ascii: "z"), count: 16 << 20)
            try (Data("# khipu store journal, generation 1\n.increment\n".utf8) + garbage).write(to: journal)

            let warnings = Recorder<StoreWarning>()
            #expect(try createFileStore(at: url, initial: { Counter() }, onWarning: warnings.record).state().value == 2)
            #expect(warnings.values.count == 1)
            #expect((warnings.values.first?.description.utf8.count ?? .max) < 600)

            try (Data("# khipu store journal, generation 1\n.increment\n".utf8) + garbage + Data("\n".utf8)).write(to: journal)
            let error = #expect(throws: StoreError.self) { _ = try createFileStore(at: url) { Counter() } }
            #expect(error?.reason.hasPrefix("line 3: ") == true)
            #expect((error?.description.utf8.count ?? .max) < 1_000)
        }
    }
}
