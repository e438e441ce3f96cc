import Foundation
import Khipu
import KhipuTestSupport
import Testing

/// `applyChanges(_:to:)`: a list of changes a use case computed, applied as one step.
@Suite("A batch of changes")
struct StoreBatchTests {
    @Test("a computed list is applied in order, journaled as one line, and the subscribers hear of it once")
    func oneJournalLine() throws {
        try KhipuEnvironment.$current.withValue(.fixed()) {
            try withTemporaryDirectory { directory in
                let url = storeFile(in: directory)
                do {
                    let store = try createFileStore(at: url) { Counter() }
                    store.change(.set(to: 1))
                    let updates = Recorder<Int>()
                    // Not `store` itself: a subscriber holding its store would keep the file open.
                    store.updated { updates.record(1) }
                    let computed: [Counter.Change] = (1...3).map { _ in .increment } + [.label(to: "batch")]

                    applyChanges(computed, to: store)

                    #expect(store.state() == Counter(value: 4, label: "batch"))
                    #expect(updates.values == [1])
                }
                let lines = try text(url.appendingPathExtension("journal")).split(separator: "\n")
                #expect(lines.dropFirst().map(String.init) == [
                    #"[.increment, .increment, .increment, .label(to: "batch")] // at "2024-06-16T09:00:00Z""#,
                ])
                #expect(try stored(at: url) == Counter(value: 4, label: "batch"))
            }
        }
    }

    @Test("all or nothing: a change that cannot be stored in the middle leaves every change of the batch unmade")
    func allOrNothing() throws {
        try withTemporaryDirectory { directory in
            let url = storeFile(in: directory)
            let errors = Recorder<StoreError>()
            let entry = Ledger.Entry(amount: 1, on: Date(timeIntervalSince1970: 0))
            let journalBefore: String
            do {
                let store = try createFileStore(at: url, initial: { Ledger() }, onError: errors.record)
                store.change(.record(entry))
                journalBefore = try text(url.appendingPathExtension("journal"))
                let updates = Recorder<Int>()
                store.updated { updates.record(1) }

                applyChanges([.record(entry), .clear, .unstorable(Unstorable()), .record(entry)], to: store)

                #expect(store.state() == Ledger(entries: [entry]))
                #expect(updates.values.isEmpty)
                #expect(try text(url.appendingPathExtension("journal")) == journalBefore)
            }
            #expect(errors.values.count == 1)
            #expect(try createFileStore(at: url) { Ledger() }.state() == Ledger(entries: [entry]))
        }
    }

    @Test("an empty list changes nothing: no journal line, no update")
    func emptyBatch() throws {
        try withTemporaryDirectory { directory in
            let url = storeFile(in: directory)
            let store = try createFileStore(at: url) { Counter() }
            store.change(.increment)
            let journal = try text(url.appendingPathExtension("journal"))
            let updates = Recorder<Int>()
            store.updated { updates.record(1) }

            applyChanges([], to: store)

            #expect(updates.values.isEmpty)
            #expect(try text(url.appendingPathExtension("journal")) == journal)
            #expect(store.state().value == 1)
        }
    }

    @Test("an in-memory store takes the batch as one change event")
    func inMemory() {
        let handle = createInMemoryStoreHandle { Counter() }
        let events = Recorder<Int>()
        handle.observe { event in
            if case .changed(let changes, _) = event { events.record(changes.count) }
        }
        applyChanges(Array(repeating: .increment, count: 5), to: handle.store)
        #expect(handle.state.value == 5)
        #expect(events.values == [5])
    }

    @Test("a store tuple built by hand gets the list as the arguments of its variadic change")
    func handMadeStore() {
        let received = Recorder<[String]>()
        let store: Store<Int, String> = (
            state: { 0 },
            change: { received.record($0) },
            reset: {},
            updated: { _ in },
            destroy: {}
        )
        applyChanges(["a", "b", "c"], to: store)
        applyChanges(["only"], to: store)
        #expect(received.values == [["a", "b", "c"], ["only"]])
    }
}
