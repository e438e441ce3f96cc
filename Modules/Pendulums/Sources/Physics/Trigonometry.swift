/// Sine and cosine from additions, multiplications and divisions only.
///
/// IEEE 754 rounds those exactly the same on every machine, while the system's `sin` and
/// `cos` may differ in the last bit between math libraries; a chaotic double pendulum
/// turns such a bit into a different swing within seconds. With these, a script prints
/// the same numbers on every machine. Accurate to a few units in the last place for
/// |x| up to about 10⁹; no input traps (a non-finite x gives NaN).
enum Trigonometry {
    static func sin(_ x: Double) -> Double {
        let (r, quadrant) = reduced(x)
        switch quadrant {
        case 0: return sinKernel(r)
        case 1: return cosKernel(r)
        case 2: return -sinKernel(r)
        default: return -cosKernel(r)
        }
    }

    static func cos(_ x: Double) -> Double {
        let (r, quadrant) = reduced(x)
        switch quadrant {
        case 0: return cosKernel(r)
        case 1: return -sinKernel(r)
        case 2: return -cosKernel(r)
        default: return sinKernel(r)
        }
    }

    // π/2 split in two (Cody and Waite, the values of fdlibm), so that x − k·π/2 keeps its precision.
    private static let halfPiHigh = 1.57079632673412561417e+00
    private static let halfPiLow = 6.07710050650619224932e-11

    /// x as r + k·π/2 with |r| ≤ π/4, and k modulo 4.
    private static func reduced(_ x: Double) -> (Double, Int) {
        let k = (x / (halfPiHigh + halfPiLow)).rounded()
        let r = (x - k * halfPiHigh) - k * halfPiLow
        let q = k.truncatingRemainder(dividingBy: 4)
        let quadrant = q.isFinite ? (q < 0 ? q + 4 : q) : 0
        return (r, quadrant == 1 ? 1 : quadrant == 2 ? 2 : quadrant == 3 ? 3 : 0)
    }

    /// Taylor series of sin to r¹⁷: beyond it the terms are below 10⁻¹⁹ for |r| ≤ π/4.
    private static func sinKernel(_ r: Double) -> Double {
        let z = r * r
        var sum = 1.0
        for n in stride(from: 17.0, through: 3.0, by: -2.0) {
            sum = 1 - z / (n * (n - 1)) * sum
        }
        return r * sum
    }

    /// Taylor series of cos to r¹⁸.
    private static func cosKernel(_ r: Double) -> Double {
        let z = r * r
        var sum = 1.0
        for n in stride(from: 18.0, through: 2.0, by: -2.0) {
            sum = 1 - z / (n * (n - 1)) * sum
        }
        return sum
    }
}
