import Testing

@testable import Khipu

@Suite("MessageBuffer")
struct MessageBufferTests {
    /// Counts its live instances, to see that the buffer lets go of every message it held.
    final class Tracked {
        nonisolated(unsafe) static var live = 0
        let value: Int
        init(_ value: Int) { self.value = value; Tracked.live += 1 }
        deinit { Tracked.live -= 1 }
    }

    @Test("messages come out in the order they went in, across growth and reuse", arguments: [1, 3, 16, 100])
    func order(taken: Int) {
        let buffer = MessageBuffer<Int>(capacity: 2)
        var next = 0
        var out: [Int] = []
        for _ in 0..<50 {
            for _ in 0..<taken { buffer.append(next); next += 1 }
            for _ in 0..<(taken + 1) / 2 { out.append(buffer.removeFirst()) }
        }
        out += buffer.takeAll()
        #expect(out == Array(0..<next))
        #expect(buffer.isEmpty)
    }

    @Test("takeAllAsAny hands out every message in order and empties the buffer")
    func takeAllAsAny() {
        let buffer = MessageBuffer<String>()
        ["a", "b", "c"].forEach(buffer.append)
        #expect(buffer.takeAllAsAny().compactMap { $0 as? String } == ["a", "b", "c"])
        #expect(buffer.count == 0)
        #expect(buffer.takeAllAsAny().isEmpty)
    }

    @Test("takeContents(of:) moves every message over in order and leaves the other buffer empty and usable")
    func takeContents() {
        let pending = MessageBuffer<Int>(capacity: 2)
        let batch = MessageBuffer<Int>(capacity: 2)
        for value in 0..<5 { pending.append(value) }
        _ = pending.removeFirst()
        batch.takeContents(of: pending)
        #expect(pending.isEmpty)
        pending.append(9)
        var appended: [Any] = ["before"]
        batch.takeAll(appendingTo: &appended)
        #expect(appended.count == 5)
        #expect(appended.dropFirst().compactMap { $0 as? Int } == [1, 2, 3, 4])
        #expect(pending.takeAll() == [9])
    }

    @Test("every message is released: taken, dropped, or left when the buffer goes")
    func releases() {
        let before = Tracked.live
        do {
            let buffer = MessageBuffer<Tracked>(capacity: 1)
            for value in 0..<40 { buffer.append(Tracked(value)) }
            #expect(buffer.removeFirst().value == 0)
            buffer.removeAll()
            #expect(Tracked.live == before)
            for value in 0..<10 { buffer.append(Tracked(value)) }
            #expect(buffer.takeAll().map(\.value) == Array(0..<10))
            for value in 0..<5 { buffer.append(Tracked(value)) }
        }
        #expect(Tracked.live == before)
    }
}
