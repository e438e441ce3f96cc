import Foundation

/// A frame as one line of JSON and back. JSON escapes line breaks inside strings, so a
/// multi-line statement still travels as one line.
public enum RemoteFrameCoding {
    package static func line(_ frame: RemoteFrame) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .secondsSince1970
        guard let data = try? encoder.encode(frame) else { return "{\"type\":\"notice\",\"text\":\"unencodable frame\"}\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// nil for a line that is not a frame, or nests deeper than a frame ever does.
    package static func frame(_ line: some StringProtocol) -> RemoteFrame? {
        let bytes = Data(line.utf8)
        guard nesting(of: bytes) <= RemoteProtocol.maximumNesting else { return nil }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .secondsSince1970
        return try? decoder.decode(RemoteFrame.self, from: bytes)
    }

    /// The deepest `{`/`[` nesting of a JSON text, outside its strings, in one pass.
    static func nesting(of bytes: Data) -> Int {
        var depth = 0
        var deepest = 0
        var inString = false
        var escaped = false
        for byte in bytes {
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
                deepest = max(deepest, depth)
            case UInt8(ascii: "}"), UInt8(ascii: "]"): depth -= 1
            default: break
            }
        }
        return deepest
    }
}
