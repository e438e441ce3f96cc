import Foundation
import Khipu
import Testing
@testable import KhipuScript

/// A model whose `alter` reads the clock, as a timer's `tick` does.
private struct Stamped: Alterable, Equatable {
    let count: Int
    let stampedAt: Date

    enum Change: Codable, Equatable {
        case bump
    }

    func alter(_ changes: Change...) -> Stamped {
        changes.reduce(self) { state, _ in Stamped(count: state.count + 1, stampedAt: KhipuEnvironment.current.now()) }
    }
}

@Suite("Replaying a step's changes")
struct AppliedChangesTests {
    fileprivate let start = Stamped(count: 0, stampedAt: Date(timeIntervalSince1970: 0))

    @Test("changes replay at the time they were made, so a model that reads the clock gets the same state")
    func replaysAtTheirTime() {
        let then = Date(timeIntervalSince1970: 1_718_528_400)
        let after = KhipuEnvironment.$current.withValue(.fixed(now: then)) { start.alter(.bump) }
        let changes = AppliedChanges<Stamped>(changes: [.bump], now: then)
        #expect(changes.lead(from: start, to: after))
        #expect(changes.applied(to: start) as? Stamped == after)
    }

    @Test("a step made at another time than its changes say does not replay exactly, so the history keeps its state")
    func otherTime() {
        let after = KhipuEnvironment.$current.withValue(.fixed(now: Date(timeIntervalSince1970: 100))) { start.alter(.bump) }
        let changes = AppliedChanges<Stamped>(changes: [.bump], now: Date(timeIntervalSince1970: 200))
        #expect(!changes.lead(from: start, to: after))
    }

    @Test("a state of another type is not replayed")
    func otherType() {
        let changes = AppliedChanges<Stamped>(changes: [.bump], now: Date())
        #expect(changes.applied(to: 42) == nil)
        #expect(!changes.lead(from: 1, to: 2))
    }
}
