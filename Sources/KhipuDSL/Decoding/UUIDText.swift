import Foundation

/// Reads a UUID written `E621E1F8-C36C-495A-93FC-0C247A3E6E5F` (either case), as
/// `UUID(uuidString:)` does, without the `sscanf` that makes that slow on Linux.
enum UUIDText {
    static func parse(_ text: String) -> UUID? {
        var text = text
        return text.withUTF8 { parse(bytes: $0) }
    }

    static func parse(bytes: UnsafeBufferPointer<UInt8>) -> UUID? {
        let dash = UInt8(ascii: "-")
        guard bytes.count == 36, let text = bytes.baseAddress, text[8] == dash, text[13] == dash, text[18] == dash, text[23] == dash
        else { return nil }
        var uuid: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        let parsed = withUnsafeMutableBytes(of: &uuid) { octets in
            var index = 0
            for octet in 0..<16 {
                if index == 8 || index == 13 || index == 18 || index == 23 { index += 1 }
                let high = hexValue(text[index])
                let low = hexValue(text[index + 1])
                guard high < 16, low < 16 else { return false }
                octets[octet] = high << 4 | low
                index += 2
            }
            return true
        }
        return parsed ? UUID(uuid: uuid) : nil
    }

    /// The value of a hexadecimal digit, or 0xFF.
    @inline(__always)
    private static func hexValue(_ byte: UInt8) -> UInt8 {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: 0xFF
        }
    }
}
