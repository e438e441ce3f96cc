import Foundation
import Khipu
import KhipuTestSupport
import Testing

@Suite("Store events")
struct StoreEventTests {
    @Test("observers hear every change and replacement in order, each in the order it came, before the subscribers")
    func observersInOrder() {
        let handle = createInMemoryStoreHandle { Counter() }
        let heard = Recorder<String>()
        handle.observe { heard.record("first \(describe($0))") }
        handle.observe { heard.record("second \(describe($0))") }
        handle.store.updated { heard.record("subscriber \(handle.state.value)") }

        handle.store.change(.increment, .increment)
        handle.store.change(.set(to: 5))
        handle.store.reset()
        handle.replace(with: Counter(value: 9))

        #expect(heard.values == [
            "first changed [increment, increment] at nil", "second changed [increment, increment] at nil", "subscriber 2",
            "first changed [set(to: 5)] at nil", "second changed [set(to: 5)] at nil", "subscriber 5",
            "first replaced", "second replaced", "subscriber 0",
            "first replaced", "second replaced", "subscriber 9",
        ])
    }

    @Test("an observer added later hears only what happens from then on")
    func lateObserver() {
        let handle = createInMemoryStoreHandle { Counter() }
        handle.store.change(.increment)
        let heard = Recorder<String>()
        handle.observe { heard.record(describe($0)) }
        handle.store.change(.decrement)
        #expect(heard.values == ["changed [decrement] at nil"])
    }

    @Test("a file store tells the changes as journaled, with their time, and nothing of a change it could not store")
    func fileStoreEvents() throws {
        try withTemporaryDirectory { directory in
            let errors = Recorder<StoreError>()
            let handle = try createFileStoreHandle(at: storeFile(in: directory), initial: { Ledger() }, onError: errors.record)
            // The first change writes the snapshot; what follows goes to the journal.
            handle.store.change(.clear)
            let heard = Recorder<String>()
            handle.observe { heard.record(describe($0)) }
            let entry = Ledger.Entry(amount: 1, on: Date(timeIntervalSince1970: 0))
            try KhipuEnvironment.$current.withValue(.fixed(now: Date(timeIntervalSince1970: 60))) {
                handle.store.change(.record(entry))
                handle.store.change(.unstorable(Unstorable()))
                handle.store.change(.clear)
                _ = try #require(errors.values.count == 1 ? errors.values.first : nil)
            }
            #expect(heard.values == [
                "changed [\(Ledger.Change.record(entry))] at \(Date(timeIntervalSince1970: 60))",
                "changed [clear] at \(Date(timeIntervalSince1970: 60))",
            ])
        }
    }

    @Test("alter(all:) applies the changes in order, and none leaves the model as it was", arguments: [
        ([Counter.Change](), Counter(value: 4)),
        ([.increment], Counter(value: 5)),
        ([.set(to: 2), .increment, .label(to: "three")], Counter(value: 3, label: "three")),
    ])
    func alterAll(changes: [Counter.Change], expected: Counter) {
        #expect(Counter(value: 4).alter(all: changes) == expected)
    }
}

private func describe<S>(_ event: StoreEvent<S>) -> String {
    switch event {
    case .changed(let changes, let time): "changed [\(changes.map { "\($0)" }.joined(separator: ", "))] at \(time.map { "\($0)" } ?? "nil")"
    case .replaced: "replaced"
    }
}
