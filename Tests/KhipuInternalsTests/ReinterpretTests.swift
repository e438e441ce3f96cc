import KhipuInternals
import Testing

@Suite("reinterpret")
struct ReinterpretTests {
    private func handOn<Value, T>(_ value: Value, as type: T.Type) -> T? {
        Value.self == T.self ? reinterpret(value, as: T.self) : nil
    }

    @Test("hands a value on as the type it is, values and references alike")
    func handsOn() {
        #expect(handOn(42, as: Int.self) == 42)
        #expect(handOn("coffee", as: String.self) == "coffee")
        #expect(handOn([1, 2, 3], as: [Int].self) == [1, 2, 3])
        #expect(handOn(Optional("x"), as: String?.self) == "x")
        #expect(handOn(42, as: String.self) == nil)
    }
}
