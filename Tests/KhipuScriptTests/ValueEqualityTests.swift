import Testing
import KhipuDSL
@testable import KhipuScript

@Suite("ValueEquality")
struct ValueEqualityTests {
    @Test("equal values of one type are equal, through optionals")
    func equal() {
        #expect(ValueEquality.areEqual(1, 1))
        #expect(ValueEquality.areEqual(Optional(1) as Any, 1))
        #expect(ValueEquality.areEqual([1, 2], [1, 2]))
        #expect(ValueEquality.areEqual(Optional<Int>.none as Any, Optional<String>.none as Any))
    }

    @Test("different values or types are unequal")
    func unequal() {
        #expect(!ValueEquality.areEqual(1, 2))
        #expect(!ValueEquality.areEqual(1, "1"))
        #expect(!ValueEquality.areEqual(Optional<Int>.none as Any, 0))
    }
}
