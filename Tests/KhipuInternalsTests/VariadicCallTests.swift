import KhipuInternals
import Testing

@Suite("callVariadic")
struct VariadicCallTests {
    private enum Payload: Equatable {
        case number(Int)
        case text(String, [Double])
    }

    private final class Box {
        var received: [Any] = []
    }

    private func collect<Element>(_ elements: [Element]) -> [Element] {
        let box = Box()
        let function: (Element...) -> Void = { box.received.append($0) }
        callVariadic(function, with: elements)
        return box.received.first as? [Element] ?? []
    }

    @Test("a variadic function gets an array's elements as its arguments, of any element type")
    func passesElements() {
        #expect(collect([1, 2, 3]) == [1, 2, 3])
        #expect(collect(["coffee", "tea"]) == ["coffee", "tea"])
        #expect(collect([Payload.number(1), .text("x", [1.5, .infinity])]) == [.number(1), .text("x", [1.5, .infinity])])
        #expect(collect([Int]()) == [])
        let large = Array(0..<10_000)
        #expect(collect(large) == large)
    }
}
