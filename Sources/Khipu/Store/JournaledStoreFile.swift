import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The files of a file store at `PATH`, all DSL text:
///
/// - `PATH`, the snapshot: `# khipu store snapshot, generation N`, then the whole state.
/// - `PATH.journal`: `# khipu store journal, generation N`, then one line per change
///   made since snapshot N (a single `Change`, or `[a, b]` for one `change(a, b)`),
///   followed by `// at "DATE"`: the clock the change was made at. Models may read the
///   clock in `alter` (a timer stamps when it started), so the change is applied, then
///   and on every replay, with the clock standing at DATE.
/// - `PATH.lock`: held with `flock` while the store is open, and so is the snapshot
///   itself (`HeldFile`), so that deleting or replacing `PATH.lock` never lets in a
///   second writer.
///
/// A symbolic link at `PATH` is followed: its target is read and replaced, the link stays,
/// and the journal and lock file are kept beside the target. A link to a missing file is
/// an error. A link at `PATH.journal` or `PATH.lock` is refused: they are the store's own
/// files, made and rewritten beside the snapshot, and a link planted there could make
/// the store overwrite any file of its user's.
///
/// Permissions: every file of the store takes the snapshot's. The journal and lock file
/// are created with them and given them when opened, and each new snapshot, journal and
/// temporary file is created with them (`RegularFile.writeTemporary`), so after
/// `chmod 600 PATH` no file of the store is readable by others from the next session on.
///
/// When the journal outgrows twice the snapshot (and 1 MiB), a compaction writes snapshot N+1,
/// then an empty journal N+1, each atomically; a crash between the two leaves journal N
/// beside snapshot N+1, which opening recognises as already applied. So the work per
/// change stays the same whatever the state's size, and opening replays at most about
/// twice the snapshot's size again. Closing compacts a journal past half the snapshot, or
/// past a sixteenth of it when replaying it costs more than decoding the snapshot (see
/// `compactsOnClose`), so that a store closed cleanly opens with little to replay, and a
/// model that changes cheaply does not pay for a whole new snapshot every few sessions.
///
/// Opening checks everything before it changes anything: a snapshot or journal it cannot
/// read is an error and stays byte for byte as it was. A legacy store (one JSON file) is
/// read and rewritten as a snapshot.
final class JournaledStoreFile<S: Codable & Alterable> {
    let path: String
    let journalPath: String
    private let lock: StoreLock
    /// The snapshot on disk, locked; nil while there is none (generation 0).
    private var snapshot: HeldFile?
    private let text = StoreText()
    private let durability: StoreDurability
    private let onWarning: (StoreWarning) -> Void
    private let minimumCompaction: Int
    /// The snapshot on disk; 0 when there is none yet.
    private var generation: Int
    private var journal: StoreJournal?
    /// Set when opening found no journal of the snapshot's generation (none, or the one a
    /// crash during a compaction left): a new one is started before the next change, so
    /// that opening alone changes no file.
    private var journalIsDue = false
    /// The journal size past which the next change compacts.
    private var compactionThreshold: Int
    /// The size of the snapshot last read or written.
    private var lastSnapshotBytes = 0
    /// How long decoding the snapshot last read or written took.
    private var snapshotDecoding = Duration.zero
    /// How long decoding the journal's lines and applying their changes with the model's
    /// `alter` took, at opening and as they were appended: about what opening the store
    /// will spend on them again.
    private var journalReplaying = Duration.zero
    private var isClosed = false

    /// Opens the store and returns the stored state, or nil when nothing is stored yet.
    static func open(
        at url: URL,
        durability: StoreDurability,
        minimumCompaction: Int = 1 << 20,
        onWarning: @escaping (StoreWarning) -> Void
    ) throws(StoreError) -> (file: JournaledStoreFile, state: S?) {
        if url.hasDirectoryPath {
            throw .unreadable(path: url.path, reason: "it ends with \"/\", so it names a directory, \(Self.aStoreIsAFile)")
        }
        let path: String
        let journalPath: String
        do throws(FileWriteError) {
            path = try RegularFile.target(of: url.standardizedFileURL.path)
            journalPath = try RegularFile.sideFile(at: path + ".journal")
        } catch {
            if error.reason.hasPrefix("it is a directory") {
                throw .unreadable(path: error.path, reason: "it is a directory, \(Self.aStoreIsAFile)")
            }
            throw .unreadable(path: error.path, reason: error.reason)
        }
        let lock = try StoreLock(for: path)
        let snapshot = try HeldFile.claim(path, of: path)
        removeTemporaryFiles(of: [path, journalPath])
        let file = JournaledStoreFile(path: path, journalPath: journalPath, lock: lock, durability: durability, minimumCompaction: minimumCompaction, onWarning: onWarning)
        file.snapshot = snapshot
        let state = try file.load()
        return (file, state)
    }

    /// What a directory given as a store is told.
    private static var aStoreIsAFile: String {
        "not a file: a store is a file, with its journal and lock file beside it; name a file inside it, e.g. DIRECTORY/store.khipu"
    }

    private init(
        path: String, journalPath: String, lock: StoreLock, durability: StoreDurability, minimumCompaction: Int,
        onWarning: @escaping (StoreWarning) -> Void
    ) {
        self.path = path
        self.journalPath = journalPath
        self.lock = lock
        self.durability = durability
        self.minimumCompaction = minimumCompaction
        self.onWarning = onWarning
        self.generation = 0
        self.compactionThreshold = minimumCompaction
    }

    // MARK: - Changing

    /// Stores one `change(...)` made to `current` and returns the new state as stored
    /// (the changes as they read back). Throws, having stored nothing, when the changes
    /// cannot be written as text that reads back or the write fails.
    func append(_ changes: [S.Change], to current: S) throws(StoreError) -> StoredChanges<S> {
        try checkOpen()
        if journalIsDue {
            try startJournal()
            journalIsDue = false
        }
        guard let journal, generation > 0 else {
            // What reads back from the snapshot may differ from what the changes make.
            return StoredChanges(state: try writeSnapshot(of: current.alter(all: changes)), changes: [], time: nil)
        }
        let line: String
        let stored: [S.Change]
        let time: (text: String, stored: Date)
        do throws(StoreTextError) {
            if changes.count == 1 {
                let encoded = try text.encode(changes[0])
                (line, stored) = (encoded.text, [encoded.stored])
            } else {
                (line, stored) = try text.encode(changes)
            }
            // Encoding read the line back, as opening will.
            journalReplaying += text.lastDecoding
            time = try text.encode(KhipuEnvironment.current.now())
        } catch {
            throw .unwritable(path: path, reason: "the change cannot be stored: \(error.reason)")
        }
        let state = timedApply(stored, to: current, at: time.stored)
        do throws(FileWriteError) {
            try journal.append(line + Self.timeMark + time.text)
        } catch {
            throw .unwritable(path: journalPath, reason: error.reason)
        }
        if journal.size > compactionThreshold {
            compact(state)
        }
        return StoredChanges(state: state, changes: stored, time: time.stored)
    }

    /// Stores `state` as a new snapshot, replacing all that was stored; returns it as stored.
    func replace(with state: S) throws(StoreError) -> S {
        try checkOpen()
        return try writeSnapshot(of: state)
    }

    /// Flushes the journal and releases the lock, so the store may be opened again;
    /// later changes fail. A long journal is compacted first (`compactsOnClose`).
    func close(state: S?) {
        if !isClosed, let state, let journal, generation > 0, compactsOnClose(journalSize: journal.size) {
            compact(state)
        }
        journal?.close()
        journal = nil
        snapshot?.release()
        snapshot = nil
        lock.release()
        isClosed = true
    }

    /// Whether closing compacts a journal of `journalSize` bytes. Opening decodes the
    /// snapshot, then decodes and replays each journal line with the model's `alter`. A
    /// journal past half the snapshot (and of the compaction minimum) is compacted, so
    /// opening reads at most about one and a half snapshots. A shorter one is kept, since
    /// a compaction prints and checks the whole state; unless it is past a sixteenth and
    /// replaying it (decoding its lines and applying them, as timed at opening and as they
    /// were appended) took longer than decoding the snapshot: a model whose `alter` copies
    /// its state (a list copied to add an item) would make every later opening that slow.
    private func compactsOnClose(journalSize: Int) -> Bool {
        let base = max(lastSnapshotBytes, minimumCompaction)
        return journalSize > base / 2 || (journalSize > base / 16 && journalReplaying > snapshotDecoding)
    }

    private func checkOpen() throws(StoreError) {
        if isClosed { throw .unwritable(path: path, reason: "the store was closed") }
    }

    /// Deletes the snapshot and the journal; the next change stores the whole state again.
    func delete() throws(StoreError) {
        try checkOpen()
        journal?.close()
        journal = nil
        generation = 0
        for file in [journalPath, path] where unlink(file) != 0 && errno != ENOENT {
            throw .undeletable(path: file, reason: RegularFile.systemReason())
        }
        snapshot?.release()
        snapshot = nil
    }

    private func compact(_ state: S) {
        do throws(StoreError) {
            _ = try writeSnapshot(of: state)
        } catch {
            onWarning(.compactionFailed(path: path, reason: error.reason))
            // Try again once the journal has grown as much again.
            compactionThreshold = 2 * max(compactionThreshold, journal?.size ?? 0)
        }
    }

    /// Snapshot N+1, then an empty journal N+1, each written atomically; returns the
    /// state as it reads back.
    private func writeSnapshot(of state: S) throws(StoreError) -> S {
        let body: String
        let stored: S
        do throws(StoreTextError) {
            (body, stored) = try text.encode(state, pretty: true)
            snapshotDecoding = text.lastDecoding
        } catch {
            throw .unwritable(path: path, reason: "the state cannot be stored: \(error.reason)")
        }
        guard generation < Int.max else {
            throw .unwritable(path: path, reason: "it is at generation \(generation), the last one a store can count to; copy the state into a new store")
        }
        let next = generation + 1
        let snapshot = Data((Self.snapshotHeader(next) + "\n" + Self.snapshotComment(path + ".journal") + "\n" + body + "\n").utf8)
        do throws(FileWriteError) {
            let installed = try HeldFile.install(snapshot, at: path, replacing: self.snapshot, createDirectories: true)
            self.snapshot?.release()
            self.snapshot = installed
        } catch {
            throw .unwritable(path: path, reason: error.reason)
        }
        generation = next
        journal?.close()
        journal = nil
        journalIsDue = false
        journalReplaying = .zero
        do throws(FileWriteError) {
            journal = try StoreJournal.create(at: journalPath, header: Self.journalHeader(next), mode: RegularFile.mode(of: path), durability: durability)
        } catch {
            // The snapshot holds the state, so it stands; each change writes a snapshot
            // until a journal can be started.
            onWarning(.journalUnavailable(path: journalPath, reason: error.reason))
        }
        compactionThreshold = Self.threshold(snapshotBytes: snapshot.count, minimum: minimumCompaction)
        lastSnapshotBytes = snapshot.count
        return stored
    }

    // MARK: - Opening

    private func load() throws(StoreError) -> S? {
        guard let snapshotData = try read(path) else {
            if try read(journalPath) != nil {
                throw .undecodable(path: journalPath, reason: "there is a journal but no snapshot \(path) to apply it to")
            }
            return nil
        }
        let snapshotText = try utf8(snapshotData, at: path)
        if let generation = try Self.generation(in: snapshotText, header: Self.snapshotHeader, at: path) {
            var state = try decodeSnapshot(snapshotText, at: path)
            self.generation = generation
            state = try replayJournal(onto: state)
            compactionThreshold = Self.threshold(snapshotBytes: snapshotData.count, minimum: minimumCompaction)
            lastSnapshotBytes = snapshotData.count
            return state
        }
        return try migrateLegacy(snapshotData)
    }

    /// The changes of the journal that belongs to the snapshot, applied in order; then the
    /// journal is opened for appending (a new one when it was missing or already applied).
    private func replayJournal(onto snapshot: S) throws(StoreError) -> S {
        guard let (journalText, complete, torn) = try readJournal() else {
            journalIsDue = true
            return snapshot
        }
        guard let journalGeneration = try Self.generation(in: journalText, header: Self.journalHeader, at: journalPath) else {
            throw .undecodable(path: journalPath, reason: "line 1: it does not start with a \"\(Self.journalHeader)N\" line")
        }
        // A crash between a compaction's new snapshot and its new journal leaves the journal
        // of the generation before, already applied; any other is not this snapshot's.
        if journalGeneration == generation - 1 {
            journalIsDue = true
            return snapshot
        }
        guard journalGeneration == generation else {
            throw .undecodable(
                path: journalPath,
                reason: "line 1: it continues generation \(journalGeneration) but the snapshot \(path) is generation \(generation)"
                    + " (a crash leaves the journal of the same generation or of the one before, \(generation - 1)); move one of them away to open the store"
            )
        }
        var state = snapshot
        // Split on the byte: splitting a String on "\n" walks its characters, and costs more.
        let lines = journalText.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).dropLast()
            .map { journalText[$0.startIndex..<$0.endIndex] }
        for (index, line) in lines.enumerated().dropFirst() {
            let trimmed = Self.trimmingSpaces(line)
            if trimmed.isEmpty || trimmed.hasPrefix("#") || trimmed.hasPrefix("//") { continue }
            // A change is `.case…` or `[…]`: anything else is refused before a copy is parsed.
            guard trimmed.hasPrefix(".") || trimmed.hasPrefix("[") else {
                throw .undecodable(path: journalPath, reason: "line \(index + 1): expected a change (.name…) or a list of changes ([…]), found \(StoreText.excerpt(trimmed, limit: 40))")
            }
            do throws(StoreTextError) {
                let clock = ContinuousClock()
                let start = clock.now
                let (changes, time) = try decodeLine(String(trimmed))
                journalReplaying += clock.now - start
                state = timedApply(changes, to: state, at: time)
            } catch {
                throw .undecodable(path: journalPath, reason: "line \(index + 1): \(error.reason)")
            }
        }
        if !torn.isEmpty {
            onWarning(.droppedTornJournalLine(path: journalPath, text: StoreText.excerpt(torn)))
        }
        do throws(FileWriteError) {
            journal = try StoreJournal(openingAt: journalPath, size: complete, mode: RegularFile.mode(of: path), durability: durability)
        } catch {
            throw .unwritable(path: journalPath, reason: error.reason)
        }
        return state
    }

    /// The journal's complete lines as text, their size in bytes, and the start of a torn
    /// last line; nil when there is no journal. Its bytes are let go once they are text.
    private func readJournal() throws(StoreError) -> (text: String, complete: Int, torn: String)? {
        guard let data = try read(journalPath) else { return nil }
        // A crash may have cut the last line anywhere, even inside a character.
        let complete = (data.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 }) ?? 0
        // Only what the warning quotes of it is decoded: a torn line may be long.
        let torn = String(decoding: data[complete...].prefix(StoreText.excerptBytes), as: UTF8.self)
        return (try utf8(data[..<complete], at: journalPath), complete, torn)
    }

    /// The changes of a journal line and the time it was made at (none in a line a
    /// person wrote without it).
    private func decodeLine(_ line: String) throws(StoreTextError) -> ([S.Change], Date?) {
        var body = line
        var time: Date?
        if line.hasSuffix("\""), let mark = Self.lastRange(of: Self.timeMark, in: line),
            let date = try? text.decode(Date.self, from: String(line[mark.upperBound...]))
        {
            body = String(Self.trimmingSpaces(line[..<mark.lowerBound]))
            time = date
        }
        if body.hasPrefix("["), let changes = try? text.decode([S.Change].self, from: body) {
            return (changes, time)
        }
        return ([try text.decode(S.Change.self, from: body)], time)
    }

    /// `apply`, with the time it took added to `journalReplaying`.
    private func timedApply(_ changes: [S.Change], to state: S, at time: Date?) -> S {
        let clock = ContinuousClock()
        let start = clock.now
        defer { journalReplaying += clock.now - start }
        return Self.apply(changes, to: state, at: time)
    }

    /// `line` without the white space around it (a "\r" of a line ending "\r\n" too).
    /// Native, not Foundation's `trimmingCharacters`, which goes through UTF-16 and cost
    /// more than decoding the line.
    private static func trimmingSpaces(_ line: Substring) -> Substring {
        var trimmed = line.drop(while: \.isWhitespace)
        while let last = trimmed.last, last.isWhitespace { trimmed = trimmed.dropLast() }
        return trimmed
    }

    /// Where `mark` last occurs in `line`, found byte by byte from the end, in place.
    private static func lastRange(of mark: String, in line: String) -> Range<String.Index>? {
        let bytes = line.utf8
        let wanted = Array(mark.utf8)
        var end = bytes.endIndex
        while let start = bytes.index(end, offsetBy: -wanted.count, limitedBy: bytes.startIndex) {
            if bytes[start..<end].elementsEqual(wanted) { return start..<end }
            end = bytes.index(before: end)
        }
        return nil
    }

    /// What follows a journal line's change: the time it was made at.
    private static var timeMark: String { " // at " }

    /// `changes` applied with the clock standing at `time`, so that a model reading the
    /// clock in `alter` gets the same state live and on replay. Ids are not frozen:
    /// an `alter` must not make new ids (they belong in the change).
    private static func apply(_ changes: [S.Change], to state: S, at time: Date?) -> S {
        guard let time else { return state.alter(all: changes) }
        return KhipuEnvironment.$current.withValue(.fixed(now: time)) { state.alter(all: changes) }
    }

    private func startJournal() throws(StoreError) {
        do throws(FileWriteError) {
            journal = try StoreJournal.create(at: journalPath, header: Self.journalHeader(generation), mode: RegularFile.mode(of: path), durability: durability)
        } catch {
            throw .unwritable(path: journalPath, reason: error.reason)
        }
    }

    private func decodeSnapshot(_ snapshotText: String, at path: String) throws(StoreError) -> S {
        // The header and comment lines, then the state. By byte: "\r\n" is one Character,
        // and a file with CRLF line ends (a git checkout with autocrlf) is read as well.
        var body = Substring(snapshotText)
        while body.utf8.first == UInt8(ascii: "#") {
            let end = body.utf8.firstIndex(of: UInt8(ascii: "\n")).map { body.utf8.index(after: $0) } ?? body.utf8.endIndex
            body = body[end...]
        }
        do throws(StoreTextError) {
            let state = try text.decode(S.self, from: String(body))
            snapshotDecoding = text.lastDecoding
            return state
        } catch {
            guard let offset = error.offset, let message = error.message else { throw .undecodable(path: path, reason: error.reason) }
            // Counted in the file, header lines included, so that an editor finds the spot.
            let headerBytes = snapshotText.utf8.distance(from: snapshotText.utf8.startIndex, to: body.startIndex)
            let (line, column) = StoreText.position(ofByte: headerBytes + max(0, offset), in: snapshotText)
            throw .undecodable(path: path, reason: "line \(line), column \(column): \(message)")
        }
    }

    /// The store before journals: the state as JSON, dates as seconds since 2001. Read,
    /// then rewritten as snapshot 1 (the file is untouched when it cannot be read).
    private func migrateLegacy(_ data: Data) throws(StoreError) -> S {
        guard data.first(where: { ![0x20, 0x0A, 0x0D, 0x09].contains($0) }) == UInt8(ascii: "{") else {
            throw .undecodable(path: path, reason: "it is neither a khipu store snapshot (its first line is not \"# khipu store snapshot, generation N\") nor a JSON store")
        }
        let state = try LegacyJSONState.decode(S.self, from: data, at: path)
        if try read(journalPath) != nil {
            throw .undecodable(path: journalPath, reason: "a journal beside a JSON store \(path) (from before journals) belongs to no snapshot")
        }
        return try writeSnapshot(of: state)
    }

    private func read(_ file: String) throws(StoreError) -> Data? {
        do throws(FileWriteError) {
            // The snapshot was resolved; the journal is never read through a link.
            return try RegularFile.read(file, followingLinks: file != journalPath)
        } catch {
            throw .unreadable(path: file, reason: error.reason)
        }
    }

    private func utf8(_ data: Data, at file: String) throws(StoreError) -> String {
        guard let text = String(validating: data, as: UTF8.self) else {
            throw .undecodable(path: file, reason: Self.notUTF8(data))
        }
        return text
    }

    /// Where `data` stops being UTF-8: the line and the byte, so that it can be found.
    private static func notUTF8(_ data: Data) -> String {
        var iterator = data.makeIterator()
        var decoder = UTF8()
        var (offset, line, lineStart) = (0, 1, 0)
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                offset += UTF8.width(scalar)
                if scalar == "\n" { (line, lineStart) = (line + 1, offset) }
            case .emptyInput:
                return "it is not UTF-8 text"
            case .error:
                let byte = String(data[data.startIndex + offset], radix: 16, uppercase: true)
                return "line \(line): it is not UTF-8 text (byte 0x\(byte), byte \(offset - lineStart + 1) of the line)"
            }
        }
    }

    /// The journal size that makes the next change compact: twice the snapshot, so each
    /// change pays for a bounded share of a snapshot, and opening replays at most that.
    static func threshold(snapshotBytes: Int, minimum: Int) -> Int {
        max(minimum, 2 * snapshotBytes)
    }

    // MARK: - Format

    private static var snapshotHeader: String { "# khipu store snapshot, generation " }
    private static var journalHeader: String { "# khipu store journal, generation " }

    private static func snapshotHeader(_ generation: Int) -> String {
        snapshotHeader + String(generation)
    }

    private static func snapshotComment(_ journalPath: String) -> String {
        "# State: \(S.self). The changes made since are in \(URL(fileURLWithPath: journalPath).lastPathComponent), one a line."
    }

    private static func journalHeader(_ generation: Int) -> String {
        journalHeader + String(generation)
    }

    /// N of a first line `header` + N (ending "\n" or "\r\n"); nil when the text does not
    /// start with `header`. A number that is not a generation is an error naming it.
    private static func generation(in text: String, header: String, at file: String) throws(StoreError) -> Int? {
        guard text.utf8.starts(with: header.utf8) else { return nil }
        let rest = text.utf8.dropFirst(header.utf8.count)
        var digits = rest.prefix(while: { $0 != UInt8(ascii: "\n") })
        if digits.last == UInt8(ascii: "\r") { digits = digits.dropLast() }
        guard digits.count <= 40, let number = Int(String(decoding: digits, as: UTF8.self)), number > 0 else {
            let shown = digits.count <= 40 ? String(decoding: digits, as: UTF8.self) : String(decoding: digits.prefix(40), as: UTF8.self) + "…"
            throw .undecodable(path: file, reason: "line 1: its generation \"\(shown)\" is not a whole number from 1 to \(Int.max)")
        }
        return number
    }

    /// Removes what earlier crashes of this store left: the temporary files of `files`
    /// (the snapshot and the journal, wherever links lead), never anything else. Runs with
    /// the locks held, so no other writer is making one.
    private static func removeTemporaryFiles(of files: [String]) {
        let byDirectory = Dictionary(grouping: files.map { URL(fileURLWithPath: $0) }) { $0.deletingLastPathComponent().path }
        for (directory, urls) in byDirectory {
            let names = urls.map(\.lastPathComponent)
            guard let entries = try? FileManager.default.contentsOfDirectory(atPath: directory) else { continue }
            for entry in entries where names.contains(where: { RegularFile.isTemporaryFile(named: entry, of: $0) }) {
                unlink(directory + "/" + entry)
            }
        }
    }
}
