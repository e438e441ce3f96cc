import Counter
import Foundation
import Testing

@Suite("DeclarativeCounter")
struct DeclarativeCounterSpec {
    @Test("DeclarativeCounter, newly created, has value zero")
    func newlyCreated() {
        #expect(DeclarativeCounter().value == 0)
    }

    @Test("DeclarativeCounter, increment, has value one more (the seed's first example)")
    func increment() {
        #expect(DeclarativeCounter().alter(.increment).value == 1)
        #expect(counter(at: 41).alter(.increment).value == 42)
    }

    @Test("DeclarativeCounter, decrement, has value one less")
    func decrement() {
        #expect(counter(at: 3).alter(.decrement).value == 2)
        #expect(counter(at: 1).alter(.decrement).value == 0)
    }

    @Test("DeclarativeCounter, increment by a value, adds the value", arguments: [0, 1, 5, 1_000] as [UInt])
    func incrementBy(step: UInt) {
        #expect(counter(at: 7).alter(.incrementBy(.value(step))).value == 7 + step)
    }

    @Test("DeclarativeCounter, decrement by a value, subtracts the value", arguments: [0, 1, 5, 7] as [UInt])
    func decrementBy(step: UInt) {
        #expect(counter(at: 7).alter(.decrementBy(.value(step))).value == 7 - step)
    }

    @Test("DeclarativeCounter, increment by 5 and decrement by 2, has value 3 (the seed's example)")
    func seedExample() {
        let declarativeCounter = DeclarativeCounter().alter(.incrementBy(.value(5))).alter(.decrementBy(.value(2)))
        #expect(declarativeCounter.value == 3)
        #expect(DeclarativeCounter().alter(.incrementBy(.value(5)), .decrementBy(.value(2))).value == 3)
    }

    @Test("DeclarativeCounter, increment and decrement, equal incrementBy and decrementBy one")
    func byOne() {
        let c = counter(at: 4)
        #expect(c.alter(.increment) == c.alter(.incrementBy(.value(1))))
        #expect(c.alter(.decrement) == c.alter(.decrementBy(.value(1))))
    }

    @Test(
        "DeclarativeCounter, a change below zero, leaves the value and is rejected as below zero",
        arguments: [
            (0, .decrement), (0, .decrementBy(.value(1))), (2, .decrementBy(.value(3))), (0, .decrementBy(.value(.max))),
        ] as [(UInt, DeclarativeCounter.Change)]
    )
    func belowZero(start: UInt, change: DeclarativeCounter.Change) {
        let c = counter(at: start)
        #expect(c.alter(change) == c)
        #expect(c.rejection(of: change) == .belowZero)
    }

    @Test(
        "DeclarativeCounter, a change past the maximum, leaves the value and is rejected as above maximum",
        arguments: [(UInt.max, .increment), (UInt.max - 1, .incrementBy(.value(2))), (1, .incrementBy(.value(.max)))]
            as [(UInt, DeclarativeCounter.Change)]
    )
    func aboveMaximum(start: UInt, change: DeclarativeCounter.Change) {
        let c = counter(at: start)
        #expect(c.alter(change) == c)
        #expect(c.rejection(of: change) == .aboveMaximum)
    }

    @Test(
        "DeclarativeCounter, a change it can apply, is not rejected",
        arguments: [.increment, .decrement, .incrementBy(.value(3)), .decrementBy(.value(3)), .decrementBy(.value(0))]
            as [DeclarativeCounter.Change]
    )
    func notRejected(change: DeclarativeCounter.Change) {
        #expect(counter(at: 3).rejection(of: change) == nil)
    }

    @Test("DeclarativeCounter, a rejected change among several, is skipped and the others applied in order")
    func rejectedAmongSeveral() {
        #expect(DeclarativeCounter().alter(.decrement, .increment, .decrementBy(.value(2)), .increment).value == 2)
    }

    @Test("DeclarativeCounter, at the maximum, can still go down")
    func maximumDown() {
        #expect(counter(at: .max).alter(.decrement).value == UInt.max - 1)
    }

    @Test("DeclarativeCounter, survives JSON")
    func survivesJSON() throws {
        let c = counter(at: 12_345)
        #expect(try JSONDecoder().decode(DeclarativeCounter.self, from: JSONEncoder().encode(c)) == c)
    }
}
