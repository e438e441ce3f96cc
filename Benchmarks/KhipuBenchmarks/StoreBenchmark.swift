import Foundation
import Khipu
import Todos

/// What a file store adds to a change, at a small and a large state: the journal line
/// (measured as the file store's time over the in-memory store's on the same changes)
/// plus the share of a compaction each change pays for (a snapshot's time over the
/// number of changes between two snapshots). The journal keeps this the same at any size.
enum StoreBenchmark {
    static let changes = 1_000
    /// What the store compacts at: the journal outgrows the snapshot and 1 MiB.
    static let minimumCompaction = 1 << 20

    struct Figure {
        let items: Int
        let journalMicroseconds: Double
        let compactionMicroseconds: Double
        var perChange: Double { journalMicroseconds + compactionMicroseconds }
    }

    static func run() throws -> (small: Figure, large: Figure) {
        (try measure(items: 1_000), try measure(items: 100_000))
    }

    private static func measure(items count: Int) throws -> Figure {
        let state = try state(with: count)
        let additions = (0..<changes).map { TodoItem(title: "added \($0)") }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("khipu-store-benchmark-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("todos.khipu")

        let file = try createFileStoreHandle(at: url, initial: { state })
        let memory = createInMemoryStoreHandle(initial: { state })
        let clock = ContinuousClock()
        let snapshot = clock.measure { file.replace(with: state) }
        let snapshotBytes = (try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
        // Best of three rounds each, taken in turns, so both see the same heap and caches.
        var stored = Duration.seconds(1_000_000)
        var inMemory = stored
        for _ in 0..<3 {
            stored = min(stored, clock.measure { for item in additions { file.store.change(.add(item)) } })
            inMemory = min(inMemory, clock.measure { for item in additions { memory.store.change(.add(item)) } })
        }
        let journalBytes = ((try FileManager.default.attributesOfItem(atPath: url.path + ".journal")[.size] as? Int) ?? 0) / 3
        file.close()

        let lineBytes = Double(journalBytes) / Double(changes)
        let changesPerCompaction = Double(max(minimumCompaction, snapshotBytes)) / lineBytes
        return Figure(
            items: count,
            journalMicroseconds: max(0, microseconds(stored) - microseconds(inMemory)) / Double(changes),
            compactionMicroseconds: microseconds(snapshot) / changesPerCompaction
        )
    }

    /// A Todos state holding `count` items, built by decoding rather than by `count` adds.
    private static func state(with count: Int) throws -> AppState {
        let items = (0..<count).map { TodoItem(title: "item \($0)") }
        let json = try JSONEncoder().encode(items)
        let wrapped = Data(#"{"todos": {"id": "\#(UUID().uuidString)", "items": "#.utf8) + json + Data("}}".utf8)
        return try JSONDecoder().decode(AppState.self, from: wrapped)
    }

    private static func microseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1e6 + Double(duration.components.attoseconds) / 1e12
    }
}
