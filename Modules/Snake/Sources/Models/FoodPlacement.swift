import Foundation

/// Where new food goes: a free cell picked by an id of the environment, so a script (with
/// its sequential ids) places the same food on every machine and an app (with random ids)
/// places it at random.
enum FoodPlacement {
    /// One of `free`, picked by `id`; nil when no cell is free.
    static func cell(for id: UUID, among free: [Cell]) -> Cell? {
        guard !free.isEmpty else { return nil }
        let index = Int(truncatingIfNeeded: mixed(lowBits(of: id)) % UInt64(free.count))
        return free[index]
    }

    /// The last eight bytes of the id, where sequential ids count.
    private static func lowBits(of id: UUID) -> UInt64 {
        let bytes = id.uuid
        return [bytes.8, bytes.9, bytes.10, bytes.11, bytes.12, bytes.13, bytes.14, bytes.15]
            .reduce(0) { $0 << 8 | UInt64($1) }
    }

    /// SplitMix64's finaliser: neighbouring ids land far apart, with wrapping arithmetic only.
    private static func mixed(_ value: UInt64) -> UInt64 {
        var z = value &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
