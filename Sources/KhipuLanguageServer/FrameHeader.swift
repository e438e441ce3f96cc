import Foundation

/// The header part of a base-protocol frame: fields `Name: value`, each ended by `\r\n`,
/// in any order (`Content-Length`, and `Content-Type`, which pygls sends). Read as bytes:
/// in Swift `"\r\n"` is one Character, equal to neither `"\r"` nor `"\n"`.
struct FrameHeader: Equatable {
    /// The length of the body in bytes; nil when the header has none, or not a number.
    var contentLength: Int?
    var contentType: String?

    init(_ bytes: some Collection<UInt8>) {
        for field in Self.fields(Array(bytes)) {
            guard let colon = field.firstIndex(of: UInt8(ascii: ":")) else { continue }
            let name = String(decoding: field[..<colon], as: UTF8.self).trimmingCharacters(in: .whitespaces).lowercased()
            let value = String(decoding: field[field.index(after: colon)...], as: UTF8.self).trimmingCharacters(in: .whitespaces)
            switch name {
            case "content-length": contentLength = Int(value).flatMap { $0 >= 0 ? $0 : nil }
            case "content-type": contentType = value
            default: break  // Fields the protocol may add later are not ours to refuse.
            }
        }
    }

    /// The fields between line breaks; a lone `\n` ends one too, as lenient servers allow.
    private static func fields(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        bytes.split(separator: UInt8(ascii: "\n")).map { field in
            field.last == UInt8(ascii: "\r") ? field.dropLast() : field
        }
    }
}
