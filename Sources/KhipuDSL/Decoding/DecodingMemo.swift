/// The type entries one `DSLValueDecoder` has used, so that decoding the next value
/// does not take the shared cache's lock: a small open-addressing table keyed by the
/// metatype's address. Not thread-safe, like the (non-`Sendable`) decoder that owns it.
final class DecodingMemo {
    @exclusivity(unchecked) private var keys: [UInt]
    @exclusivity(unchecked) private var entries: [TypeEntry?]
    @exclusivity(unchecked) private var count = 0
    /// Whether `DSLConstructible` types are built through it (else through `Codable`).
    let usesConstruction: Bool

    init(usesConstruction: Bool = true) {
        self.usesConstruction = usesConstruction
        keys = [UInt](repeating: 0, count: 32)
        entries = [TypeEntry?](repeating: nil, count: 32)
    }

    func entry(of type: Any.Type) -> TypeEntry {
        let key = UInt(bitPattern: ObjectIdentifier(type))
        let mask = keys.count - 1
        var slot = Self.hash(key) & mask
        while let entry = entries[slot] {
            if keys[slot] == key { return entry }
            slot = (slot + 1) & mask
        }
        let entry = TypeInfoCache.shared.entry(of: type)
        keys[slot] = key
        entries[slot] = entry
        count += 1
        if count * 2 > keys.count { grow() }
        return entry
    }

    private static func hash(_ key: UInt) -> Int {
        Int(truncatingIfNeeded: (key >> 4) ^ (key >> 13))
    }

    private func grow() {
        let old = zip(keys, entries)
        keys = [UInt](repeating: 0, count: keys.count * 2)
        entries = [TypeEntry?](repeating: nil, count: keys.count)
        let mask = keys.count - 1
        for (key, entry) in old {
            guard let entry else { continue }
            var slot = Self.hash(key) & mask
            while entries[slot] != nil { slot = (slot + 1) & mask }
            keys[slot] = key
            entries[slot] = entry
        }
    }
}
