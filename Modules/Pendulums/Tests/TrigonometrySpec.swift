import Foundation
@testable import Pendulums
import Testing

@Suite("Trigonometry")
struct TrigonometrySpec {
    @Test("Trigonometry, sin and cos, agree with the system's to 10⁻¹⁵ and keep sin² + cos² = 1", arguments: [
        0, 1e-9, 0.2, -0.5, Double.pi / 4, 1, 2, -3, Double.pi, 10, -100, 12345.678, 1e6,
    ])
    func agreesWithFoundation(x: Double) {
        #expect(abs(Trigonometry.sin(x) - Foundation.sin(x)) < 1e-15 * max(1, abs(x)))
        #expect(abs(Trigonometry.cos(x) - Foundation.cos(x)) < 1e-15 * max(1, abs(x)))
        let s = Trigonometry.sin(x), c = Trigonometry.cos(x)
        #expect(abs(s * s + c * c - 1) < 1e-15)
    }

    @Test("Trigonometry, on a fine grid over ten turns, is within 2·10⁻¹⁶ of the system's")
    func grid() {
        var worst = 0.0
        for i in -10_000...10_000 {
            let x = Double(i) * 0.00628318
            worst = max(worst, abs(Trigonometry.sin(x) - Foundation.sin(x)), abs(Trigonometry.cos(x) - Foundation.cos(x)))
        }
        #expect(worst < 2e-16 * 64, "worst difference \(worst)")
    }

    @Test("Trigonometry, of a number that is not finite, is NaN and does not trap", arguments: [Double.nan, .infinity, -.infinity])
    func notFinite(x: Double) {
        #expect(Trigonometry.sin(x).isNaN)
        #expect(Trigonometry.cos(x).isNaN)
    }
}

@Suite("Reading")
struct ReadingSpec {
    @Test("Reading, rounds to six decimal places, half away from zero", arguments: [
        (0.1234565, 0.123457), (-0.1234565, -0.123457), (2.0000000001, 2.0), (-0.0000001, 0.0), (1e300, 1e300),
    ])
    func rounds(value: Double, rounded: Double) {
        #expect(Reading.rounded(value) == rounded)
    }

    @Test("Reading, of a pendulum, has its id, its angles and its energy, rounded")
    func ofPendulum() {
        let pendulum = Pendulum(id: 3, shape: .double(arm(0.1234567891), arm(-2)), gravity: g, damping: 0)
        let reading = Reading(pendulum)
        #expect(reading.id == 3)
        #expect(reading.angles == [0.123457, -2.0])
        #expect(reading.energy == Reading.rounded(pendulum.energy))
    }
}
