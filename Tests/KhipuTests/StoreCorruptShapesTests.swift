import Foundation
@testable import Khipu
import KhipuDSL
import KhipuTestSupport
import Testing

/// Corrupt stores of every shape: each is refused with its file and line, or opened with a
/// warning where the README says so (a torn last journal line); nothing on disk changes,
/// nothing is dropped silently.
@Suite("FileStore: corrupt shapes")
struct StoreCorruptShapesTests {
    private static let snapshot = "# khipu store snapshot, generation 3\n# State: Counter.\nCounter(\n  value: 5,\n  label: \"x\"\n)\n"
    private static let journalHeader = "# khipu store journal, generation 3\n"
    /// The journal's change lines, each with the value it leaves.
    private static let changes: [(line: String, value: Int)] = [(".increment", 6), (".set(to: 9)", 9), (".label(to: \"é\")", 9), (".decrement", 8)]
    private static var journal: String { journalHeader + changes.map { $0.line + "\n" }.joined() }

    /// A store's files as a shape sets them: nil leaves the file out; a symbolic link is
    /// made for `link` values.
    private struct Shape {
        let name: String
        var snapshot: Data? = Data(StoreCorruptShapesTests.snapshot.utf8)
        var journal: Data? = Data(StoreCorruptShapesTests.journal.utf8)
        var journalLink: String?
        var snapshotLink: String?
        /// The value it opens with; nil: it must be refused.
        var opensWith: Int?
        /// Whether opening warns of a torn last line.
        var warns = false
    }

    private static var shapes: [Shape] {
        var shapes: [Shape] = []
        for lineEnd in ["\n", "\r\n"] {
            let journalBytes = Array(journal.replacingOccurrences(of: "\n", with: lineEnd).utf8)
            let headerCount = journalHeader.utf8.count + lineEnd.utf8.count - 1
            let lineEnds = Set(journalBytes.indices.filter { journalBytes[$0] == UInt8(ascii: "\n") }.map { $0 + 1 })
            for cut in 0...journalBytes.count {
                var shape = Shape(name: "journal (line ends \(lineEnd.debugDescription)) cut at byte \(cut)", journal: Data(journalBytes[..<cut]))
                if cut >= headerCount {
                    let complete = journalBytes[..<cut].count(where: { $0 == UInt8(ascii: "\n") }) - 1
                    shape.opensWith = complete == 0 ? 5 : changes[complete - 1].value
                    shape.warns = !lineEnds.contains(cut)
                }
                shapes.append(shape)
            }
        }
        let snapshotBytes = Array(snapshot.utf8)
        for cut in 0..<snapshotBytes.count {
            // Only the last line break may go: the state is whole without it.
            shapes.append(Shape(name: "snapshot cut at byte \(cut)", snapshot: Data(snapshotBytes[..<cut]), opensWith: cut == snapshotBytes.count - 1 ? 8 : nil))
        }
        let garbage: [(String, [UInt8])] = [
            ("a line of words", Array("hello there\n".utf8)),
            ("an unknown case", Array(".explode\n".utf8)),
            ("an unclosed call", Array(".set(to: 1\n".utf8)),
            ("a wrong type", Array(".set(to: \"one\")\n".utf8)),
            ("NUL bytes", [0, 0, 0, 0x0A]),
            ("an OSC 52 clipboard write", Array("\u{1B}]52;c;aGk=\u{07}\n".utf8)),
            ("a bidi override", Array(".label(to: \"\u{202E}x\")x\n".utf8)),
            ("invalid UTF-8", [0x2E, 0xFF, 0xFE, 0x0A]),
            ("a C1 CSI", Array("\u{9B}31m\n".utf8)),
        ]
        for (name, bytes) in garbage {
            for position in 1...changes.count {
                var lines = changes.map { Data(($0.line + "\n").utf8) }
                lines.insert(Data(bytes), at: position - 1)
                shapes.append(Shape(name: "\(name) at line \(position + 1)", journal: Data(journalHeader.utf8) + lines.reduce(Data(), +)))
            }
            shapes.append(Shape(name: "\(name) as the snapshot", snapshot: Data(bytes)))
            shapes.append(Shape(name: "\(name) after the snapshot's header", snapshot: Data("# khipu store snapshot, generation 3\n".utf8) + Data(bytes)))
        }
        for generation in ["0", "1", "-1", "99999999999999999999999", "abc", "", " 3", "3 ", "0x3"] {
            let header = "# khipu store journal, generation \(generation)\n"
            shapes.append(Shape(name: "journal generation '\(generation)'", journal: Data((header + changes.map { $0.line + "\n" }.joined()).utf8)))
            shapes.append(Shape(name: "snapshot generation '\(generation)'", snapshot: Data(snapshot.replacingOccurrences(of: "generation 3", with: "generation \(generation)").utf8)))
        }
        // The crash case: the journal of the generation before, already applied.
        shapes.append(Shape(name: "snapshot generation 4 (the crash case)", snapshot: Data(snapshot.replacingOccurrences(of: "generation 3", with: "generation 4").utf8), opensWith: 5))
        shapes.append(Shape(name: "journal generation 2 (the crash case)", journal: Data((journal.replacingOccurrences(of: "generation 3", with: "generation 2")).utf8), opensWith: 5))
        let crlfJournal = journal.replacingOccurrences(of: "\n", with: "\r\n")
        let crlfSnapshot = snapshot.replacingOccurrences(of: "\n", with: "\r\n")
        shapes.append(Shape(name: "CRLF snapshot and journal", snapshot: Data(crlfSnapshot.utf8), journal: Data(crlfJournal.utf8), opensWith: 8))
        shapes.append(Shape(name: "CRLF snapshot", snapshot: Data(crlfSnapshot.utf8), opensWith: 8))
        shapes.append(Shape(name: "CRLF journal", journal: Data(crlfJournal.utf8), opensWith: 8))
        shapes.append(Shape(name: "journal without a snapshot", snapshot: nil))
        shapes.append(Shape(name: "journal linked to a missing file", journal: nil, journalLink: "missing.journal"))
        shapes.append(Shape(name: "journal linked to a directory", journal: nil, journalLink: "."))
        shapes.append(Shape(name: "snapshot linked to a missing file", snapshot: nil, snapshotLink: "missing"))
        shapes.append(Shape(name: "snapshot linked to a directory", snapshot: nil, snapshotLink: "."))
        return shapes
    }

    @Test("every shape is refused with its file and line, or opens with the state its complete lines make and a warning for a torn line; no file changes")
    func everyShape() throws {
        let shapes = Self.shapes
        #expect(shapes.count > 300)
        for shape in shapes {
            try withTemporaryDirectory { directory in
                let url = storeFile(in: directory)
                let journalURL = url.appendingPathExtension("journal")
                if let data = shape.snapshot { try data.write(to: url) }
                if let data = shape.journal { try data.write(to: journalURL) }
                if let target = shape.snapshotLink { try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: target) }
                if let target = shape.journalLink { try FileManager.default.createSymbolicLink(atPath: journalURL.path, withDestinationPath: target) }
                // The lock file holds the holder's process id, rewritten by every opener.
                _ = FileManager.default.createFile(atPath: url.appendingPathExtension("lock").path, contents: nil)
                let before = try StoreFiles(directory).withoutLock

                let warnings = Recorder<StoreWarning>()
                let outcome = Result { () throws(StoreError) -> Counter in
                    let handle = try createFileStoreHandle(at: url, initial: { Counter(value: -1) }, onWarning: warnings.record)
                    defer { handle.close() }
                    return handle.state
                }

                switch (outcome, shape.opensWith) {
                case (.success(let state), let expected?):
                    #expect(state.value == expected, "\(shape.name)")
                    #expect(warnings.values.count == (shape.warns ? 1 : 0), "\(shape.name): \(warnings.values)")
                case (.success(let state), nil):
                    Issue.record("\(shape.name): opened as \(state), warnings \(warnings.values)")
                case (.failure(let error), let expected?):
                    Issue.record("\(shape.name): refused (\(error)), expected to open with \(expected)")
                case (.failure(let error), nil):
                    #expect([url.path, journalURL.path].contains(error.path), "\(shape.name): \(error)")
                    let isAboutContents = shape.snapshotLink == nil && shape.journalLink == nil && shape.snapshot != nil
                    #expect(!isAboutContents || error.reason.contains("line "), "\(shape.name): \(error)")
                    #expect(TerminalSafeText.isSafe(error.description), "\(shape.name): \(error)")
                }
                #expect(try StoreFiles(directory).withoutLock == before, "\(shape.name): the files changed")
            }
        }
    }
}

extension StoreFiles {
    var withoutLock: [String: Data] { entries.filter { !$0.key.hasSuffix(".lock") } }
}
