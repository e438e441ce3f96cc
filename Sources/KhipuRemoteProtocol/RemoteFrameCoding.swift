import Foundation

/// A frame as one line of JSON and back. JSON escapes line breaks inside strings, so a
/// multi-line statement still travels as one line.
public enum RemoteFrameCoding {
    public static func line(_ frame: RemoteFrame) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(frame) else { return "{\"type\":\"notice\",\"text\":\"unencodable frame\"}\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// nil for a line that is not a frame.
    public static func frame(_ line: some StringProtocol) -> RemoteFrame? {
        try? JSONDecoder().decode(RemoteFrame.self, from: Data(line.utf8))
    }
}
