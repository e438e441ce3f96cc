#if Benchmarks
import Foundation
import Khipu
import KhipuDSL
import Todos

/// What a file store costs per change at a small and at a large state: the journal line
/// (print, read back, append) plus the share of a compaction each change pays for (a
/// snapshot's time over the number of changes between two snapshots).
///
/// The state holds Todos items but its change is O(1) in memory (it sets the latest item,
/// sharing the list), so what grows with the state is only what the store itself does.
enum StoreBenchmark {
    static let changes = BenchmarkScale.pick(1_000, smoke: 100)
    static let sizes = (small: BenchmarkScale.pick(1_000, smoke: 100), large: BenchmarkScale.pick(100_000, smoke: 1_000))
    static let todosSizes = (small: BenchmarkScale.pick(1_000, smoke: 100), large: BenchmarkScale.pick(20_000, smoke: 1_000))
    /// The store compacts when the journal outgrows twice the snapshot and 1 MiB.
    static let minimumCompaction = 1 << 20

    struct Figure {
        let items: Int
        let journalMicroseconds: Double
        let compactionMicroseconds: Double
        var perChange: Double { journalMicroseconds + compactionMicroseconds }
    }

    /// `@DSL`, as a domain's models are, so the journal prints through `DSLPrintable`.
    @DSL
    struct Shelf: Codable, Equatable, Alterable, DSLPrintable {
        let items: [TodoItem]
        let latest: TodoItem?

        @DSL
        enum Change: Codable, Equatable {
            case latest(TodoItem)
        }

        func alter(_ changes: Change...) -> Shelf {
            changes.reduce(self) { shelf, change in
                switch change {
                case .latest(let item): Shelf(items: shelf.items, latest: item)
                }
            }
        }
    }

    /// Measures and prints both figures and their ratio.
    static func report() throws {
        let store = try run()
        for figure in [store.small, store.large] {
            print(String(format: "store at %6d items: %7.1f µs/change journal + %6.1f µs/change compaction share", figure.items, figure.journalMicroseconds, figure.compactionMicroseconds))
        }
        print(String(format: "store cost per change at %d items over %d: %.2f× (goal: ≤ 2×)", sizes.large, sizes.small, store.large.perChange / store.small.perChange))
        let adds = try todosAdds()
        print(String(format: "todos store .add: %.1f µs at %d items, %.1f µs at %d: %.2f× (goal: ≤ 2×)", adds.small, todosSizes.small, adds.large, todosSizes.large, adds.large / adds.small))
    }

    static func run() throws -> (small: Figure, large: Figure) {
        (try measure(items: sizes.small), try measure(items: sizes.large))
    }

    private static func measure(items count: Int) throws -> Figure {
        let state = Shelf(items: (0..<count).map { TodoItem(title: "item \($0)") }, latest: nil)
        let additions = (0..<changes).map { TodoItem(title: "added \($0)") }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("khipu-store-benchmark-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("shelf.khipu")

        let file = try createFileStoreHandle(at: url, initial: { state })
        let clock = ContinuousClock()
        // Best of 3, as the journal's figure: each replace writes a whole new snapshot.
        var snapshot = Duration.seconds(1_000_000)
        for _ in 0..<3 {
            snapshot = min(snapshot, clock.measure { file.replace(with: state) })
        }
        let snapshotBytes = (try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
        var stored = Duration.seconds(1_000_000)
        for _ in 0..<3 {
            stored = min(stored, clock.measure { for item in additions { file.store.change(.latest(item)) } })
        }
        let journalBytes = ((try FileManager.default.attributesOfItem(atPath: url.path + ".journal")[.size] as? Int) ?? 0) / 3
        file.close()
        // What was timed was stored: the store opens with the whole list and the last item.
        let reopened = try createFileStoreHandle(at: url, initial: { Shelf(items: [], latest: nil) })
        precondition(reopened.state == Shelf(items: state.items, latest: additions.last), "the store at \(count) items does not read back what was stored")
        reopened.close()

        let changesPerCompaction = Double(max(minimumCompaction, 2 * snapshotBytes)) / (Double(journalBytes) / Double(changes))
        return Figure(
            items: count,
            journalMicroseconds: microseconds(stored) / Double(changes),
            compactionMicroseconds: microseconds(snapshot) / changesPerCompaction
        )
    }

    /// Microseconds one `.add` takes through a file store of the Todos domain's state, at
    /// 1,000 and at 20,000 items: the journal line and the model's own `alter`, whose list
    /// is a `SharedArray`, so that an add copies one chunk of items, not all of them.
    static func todosAdds() throws -> (small: Double, large: Double) {
        (try measureTodosAdds(items: todosSizes.small), try measureTodosAdds(items: todosSizes.large))
    }

    private static func measureTodosAdds(items count: Int) throws -> Double {
        let state = (0..<count).reduce(AppState()) { $0.alter(.add(TodoItem(title: "item \($1)"))) }
        let additions = (0..<changes).map { TodoItem(title: "added \($0)") }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("khipu-store-benchmark-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("todos.khipu")
        let file = try createFileStoreHandle(at: url, initial: { state })
        file.replace(with: state)
        let clock = ContinuousClock()
        var best = Duration.seconds(1_000_000)
        for _ in 0..<3 {
            best = min(best, clock.measure { for item in additions { file.store.change(.add(item)) } })
        }
        file.close()
        let reopened = try createFileStoreHandle(at: url, initial: { AppState() })
        precondition(reopened.state.todos.items.count == count + 3 * changes, "the todos store holds \(reopened.state.todos.items.count) items, not \(count + 3 * changes)")
        reopened.close()
        return microseconds(best) / Double(changes)
    }

    private static func microseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1e6 + Double(duration.components.attoseconds) / 1e12
    }
}
#endif
