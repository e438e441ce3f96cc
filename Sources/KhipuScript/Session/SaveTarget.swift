import Foundation
import KhipuDSL

/// Where `:save FILE` writes, and whether it may: it overwrites only a script an earlier
/// `:save` wrote, unless the command is `:save! FILE`.
struct SaveTarget {
    /// The first words of every script `:save` writes; how it recognises its own files.
    static let signature = "# A khipu session"

    let path: String
    let force: Bool

    /// `keep.khipu`, or `! keep.khipu` for `:save! keep.khipu` (the parser leaves the `!`
    /// in the argument).
    init(_ argument: String) {
        force = argument.hasPrefix("!")
        path = (force ? String(argument.dropFirst()) : argument).trimmingCharacters(in: .whitespaces)
    }

    func checkOverwrite(_ resolved: String, range: SourceRange) throws {
        guard !force, FileManager.default.fileExists(atPath: resolved) else { return }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: resolved, isDirectory: &isDirectory), isDirectory.boolValue {
            throw Diagnostic("\(resolved) is a directory", at: range)
        }
        let head = (try? FileHandle(forReadingFrom: URL(fileURLWithPath: resolved)))
            .flatMap { handle in defer { try? handle.close() }; return try? handle.read(upToCount: Self.signature.utf8.count) }
        guard let head, String(decoding: head, as: UTF8.self) == Self.signature else {
            throw Diagnostic(
                "\(resolved) exists and is not a script :save wrote; it is left as it is",
                at: range,
                notes: ["use :save! \(path) to overwrite it, or choose another name"]
            )
        }
    }
}
