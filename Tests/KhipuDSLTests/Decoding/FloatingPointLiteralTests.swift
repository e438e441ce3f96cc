import KhipuDSL
import Testing

/// A `Double` read from a literal is exactly `Double(text)`, whichever way the decoder reads it.
@Suite("Floating-point literals")
struct FloatingPointLiteralTests {
    @Test(
        "a Double literal is the Double the standard library reads",
        arguments: [
            "53.92681", "9.09762", "0.1", "0.30000000000000004", "-0.0", "0", "-0.5e3", "1e22", "1e23", "1E-5",
            "2.5e+3", "1_000.000_1", "00012.5", "123456789012345678", "9007199254740992", "9007199254740993",
            "1234567890123456789012", "1.7976931348623157e308", "4.9e-324", "2.2250738585072014e-308",
            "0.000000000000000000000001", "123.456e-20", "3.14159265358979323846264338327950288", "-1e-22",
        ]
    )
    func likeTheStandardLibrary(literal: String) throws {
        let decoded = try dslDecode(Double.self, literal)
        let expected = try #require(Double(literal.replacingOccurrences(of: "_", with: "")))
        #expect(decoded.bitPattern == expected.bitPattern)
    }

    @Test("every shortest spelling of many Doubles reads back as the same Double")
    func shortestSpellingsRoundTrip() throws {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<2_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let scale = Double(Int(state >> 60)) - 8
            let value = Double(Int64(bitPattern: state) >> 20) * Double.pow10(scale)
            let literal = "\(value)"
            #expect(try dslDecode(Double.self, literal).bitPattern == value.bitPattern, "\(literal)")
        }
    }
}

private extension Double {
    static func pow10(_ exponent: Double) -> Double {
        var result = 1.0
        for _ in 0..<Int(abs(exponent)) { result *= 10 }
        return exponent < 0 ? 1 / result : result
    }
}
