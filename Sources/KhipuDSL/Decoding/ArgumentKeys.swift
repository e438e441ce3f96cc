/// How arguments meet coding keys: a labelled argument has its label as key, an
/// unlabelled one `_0`, `_1`, … by its position, as synthesised `Codable` names
/// unlabelled associated values.
enum ArgumentKeys {
    static func key(of argument: Argument, at position: Int) -> String {
        argument.label ?? "_\(position)"
    }

    static func matches(_ argument: Argument, at position: Int, key: String) -> Bool {
        if let label = argument.label { return label == key }
        return self.position(ofPositionalKey: key) == position
    }

    /// 2 for `_2`; nil for any other key.
    static func position(ofPositionalKey key: String) -> Int? {
        var bytes = key.utf8.makeIterator()
        guard bytes.next() == UInt8(ascii: "_") else { return nil }
        var value = 0
        var digits = 0
        while let byte = bytes.next() {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9"), digits < 9 else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
            digits += 1
        }
        return digits > 0 ? value : nil
    }

    static func isPositional(_ key: String) -> Bool {
        position(ofPositionalKey: key) != nil
    }
}
