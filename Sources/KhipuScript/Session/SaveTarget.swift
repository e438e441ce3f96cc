import Foundation
import Khipu
import KhipuDSL

/// The file `:save FILE` writes, checked before the session is replayed: a regular file
/// (a symbolic link is followed to its target; a directory, device or FIFO is refused),
/// and either new or one that `:save` wrote before. `:save! FILE` replaces any regular file.
package struct SaveTarget {
    /// How every script `:save` writes begins; a file that does not, `:save` did not write.
    static let header = "# A khipu session on "

    let path: String

    init(_ command: MetaCommandInvocation, relativeTo file: String?) throws {
        let replaces = command.argument.hasPrefix("!")
        let argument = replaces ? command.argument.dropFirst().trimmingCharacters(in: .whitespaces) : command.argument
        guard !argument.isEmpty else {
            throw Diagnostic.missingSaveFile(at: command.nameRange)
        }
        path = ScriptFile.resolve(argument, relativeTo: file)
        let target: String
        do {
            target = try RegularFile.target(of: path)
        } catch {
            throw ScriptError.cannotSave(error)
        }
        if !replaces, let handle = FileHandle(forReadingAtPath: target) {
            defer { try? handle.close() }
            let start = (try? handle.read(upToCount: Self.header.utf8.count)) ?? Data()
            guard start == Data(Self.header.utf8) else {
                throw ScriptError.notWrittenBySave(path: path, argument: argument)
            }
        }
    }

    /// The file a client writes for an attached session's `:save` (`replacing`: `:save!`).
    package init(clientPath path: String, replacing: Bool) throws {
        let prefix = replacing ? "!" : ""
        try self.init(
            MetaCommandInvocation(name: "save", nameRange: SourceRange(0, 0), argument: prefix + path, argumentRange: SourceRange(0, 0)),
            relativeTo: nil)
    }

    package func write(_ text: String) throws {
        do {
            try RegularFile.write(Data(text.utf8), to: path)
        } catch {
            throw ScriptError.cannotSave(error)
        }
    }
}
