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
/// - `PATH.lock`: held with `flock` while the store is open.
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
    private let text = StoreText()
    private let durability: StoreDurability
    private let onWarning: (StoreWarning) -> Void
    private let minimumCompaction: Int
    /// The snapshot on disk; 0 when there is none yet.
    private var generation: Int
    private var journal: StoreJournal?
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
        let path: String
        do throws(FileWriteError) {
            path = try RegularFile.target(of: url.standardizedFileURL.path)
        } catch {
            throw .unreadable(path: error.path, reason: error.reason)
        }
        let lock = try StoreLock(for: path)
        removeTemporaryFiles(of: path)
        let file = JournaledStoreFile(path: path, lock: lock, durability: durability, minimumCompaction: minimumCompaction, onWarning: onWarning)
        let state = try file.load()
        return (file, state)
    }

    private init(path: String, lock: StoreLock, durability: StoreDurability, minimumCompaction: Int, onWarning: @escaping (StoreWarning) -> Void) {
        self.path = path
        self.journalPath = path + ".journal"
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
        let next = generation + 1
        let snapshot = Data((Self.snapshotHeader(next) + "\n" + Self.snapshotComment(journalPath) + "\n" + body + "\n").utf8)
        do throws(FileWriteError) {
            try RegularFile.replace(path, with: snapshot, createDirectories: true)
        } catch {
            throw .unwritable(path: path, reason: error.reason)
        }
        generation = next
        journal?.close()
        journal = nil
        journalReplaying = .zero
        do throws(FileWriteError) {
            journal = try StoreJournal.create(at: journalPath, header: Self.journalHeader(next), durability: durability)
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
        if let generation = Self.generation(in: snapshotText, header: "# khipu store snapshot, generation ") {
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
        guard let data = try read(journalPath) else {
            try startJournal()
            return snapshot
        }
        // The complete lines; a crash may have cut the last one anywhere, even inside a character.
        let complete = (data.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 }) ?? 0
        let torn = String(decoding: data[complete...], as: UTF8.self)
        let journalText = try utf8(data[..<complete], at: journalPath)
        guard let journalGeneration = Self.generation(in: journalText, header: "# khipu store journal, generation ") else {
            throw .undecodable(path: journalPath, reason: "it does not start with a \"# khipu store journal, generation N\" line")
        }
        if journalGeneration < generation {
            try startJournal()
            return snapshot
        }
        guard journalGeneration == generation else {
            throw .undecodable(
                path: journalPath,
                reason: "it continues generation \(journalGeneration) but the snapshot \(path) is generation \(generation)"
            )
        }
        var state = snapshot
        // Split on the byte: splitting a String on "\n" walks its characters, and costs more.
        let lines = journalText.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).dropLast()
            .map { journalText[$0.startIndex..<$0.endIndex] }
        for (index, line) in lines.enumerated().dropFirst() {
            let trimmed = Self.trimmingSpaces(line)
            if trimmed.isEmpty || trimmed.hasPrefix("#") || trimmed.hasPrefix("//") { continue }
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
            journal = try StoreJournal(openingAt: journalPath, size: complete, durability: durability)
        } catch {
            throw .unwritable(path: journalPath, reason: error.reason)
        }
        return state
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

    /// Where `mark` last occurs in `line`, found byte by byte from the end.
    private static func lastRange(of mark: String, in line: String) -> Range<String.Index>? {
        let bytes = Array(line.utf8)
        let wanted = Array(mark.utf8)
        var start = bytes.count - wanted.count
        while start >= 0 {
            if bytes[start..<(start + wanted.count)].elementsEqual(wanted) {
                let lower = line.utf8.index(line.utf8.startIndex, offsetBy: start)
                return lower..<line.utf8.index(lower, offsetBy: wanted.count)
            }
            start -= 1
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
            journal = try StoreJournal.create(at: journalPath, header: Self.journalHeader(generation), durability: durability)
        } catch {
            throw .unwritable(path: journalPath, reason: error.reason)
        }
    }

    private func decodeSnapshot(_ snapshotText: String, at path: String) throws(StoreError) -> S {
        // The header and comment lines, then the state.
        var body = Substring(snapshotText)
        while body.hasPrefix("#") {
            body = body.drop(while: { $0 != "\n" }).dropFirst()
        }
        do throws(StoreTextError) {
            let state = try text.decode(S.self, from: String(body))
            snapshotDecoding = text.lastDecoding
            return state
        } catch {
            throw .undecodable(path: path, reason: error.reason)
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
            return try RegularFile.read(file)
        } catch {
            throw .unreadable(path: file, reason: error.reason)
        }
    }

    private func utf8(_ data: some Collection<UInt8>, at file: String) throws(StoreError) -> String {
        guard let text = String(validating: data, as: UTF8.self) else {
            throw .undecodable(path: file, reason: "it is not UTF-8 text")
        }
        return text
    }

    /// The journal size that makes the next change compact: twice the snapshot, so each
    /// change pays for a bounded share of a snapshot, and opening replays at most that.
    static func threshold(snapshotBytes: Int, minimum: Int) -> Int {
        max(minimum, 2 * snapshotBytes)
    }

    // MARK: - Format

    private static func snapshotHeader(_ generation: Int) -> String {
        "# khipu store snapshot, generation \(generation)"
    }

    private static func snapshotComment(_ journalPath: String) -> String {
        "# State: \(S.self). The changes made since are in \(URL(fileURLWithPath: journalPath).lastPathComponent), one a line."
    }

    private static func journalHeader(_ generation: Int) -> String {
        "# khipu store journal, generation \(generation)"
    }

    /// N of a first line `header` + N.
    private static func generation(in text: String, header: String) -> Int? {
        guard text.hasPrefix(header) else { return nil }
        let digits = text.dropFirst(header.count).prefix(while: { $0 != "\n" })
        return Int(digits).flatMap { $0 > 0 ? $0 : nil }
    }

    /// Removes what earlier crashes of this store left: its own temporary files, never
    /// anything else. Runs with the lock held, so no other writer is making one.
    private static func removeTemporaryFiles(of path: String) {
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent().path
        let names = [url.lastPathComponent, url.lastPathComponent + ".journal"]
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
        for entry in entries where names.contains(where: { RegularFile.isTemporaryFile(named: entry, of: $0) }) {
            unlink(directory + "/" + entry)
        }
    }
}
