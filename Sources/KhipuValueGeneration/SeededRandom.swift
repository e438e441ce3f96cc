/// SplitMix64: small, seeded, the same numbers on every platform and run. The one copy the
/// tests and the benchmarks share.
package struct SeededRandom: RandomNumberGenerator {
    private var state: UInt64

    /// Starts from a scrambled `seed`, so that neighbouring seeds (one per test case) start
    /// far apart.
    package init(seed: UInt64) {
        state = seed &* 0x9E37_79B9_7F4A_7C15 &+ 1
    }

    /// Starts from `state` itself, as SplitMix64 is usually seeded.
    package init(state: UInt64) {
        self.state = state
    }

    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    package mutating func below(_ bound: Int) -> Int {
        Int(next() % UInt64(max(bound, 1)))
    }

    package mutating func chance(_ percent: Int) -> Bool {
        below(100) < percent
    }

    package mutating func pick<T>(_ options: [T]) -> T {
        options[below(options.count)]
    }
}
