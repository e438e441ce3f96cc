import Foundation
import Khipu
import KhipuDSL
import KhipuInternals

/// A `.khipu` file read from disk, split into statements and each parsed once.
struct ScriptFile {
    let path: String
    let statements: [ParsedStatement]

    /// A path relative to the script that names it, or to the working directory.
    static func resolve(_ path: String, relativeTo file: String?) -> String {
        guard !path.hasPrefix("/"), let file else { return path }
        let directory = (file as NSString).deletingLastPathComponent
        return directory.isEmpty ? path : (directory as NSString).appendingPathComponent(path)
    }

    /// `path` with its `.` and `name/..` parts taken out, as a shell's `cd` reads it, so
    /// that messages show `scripts/b.khipu`, not `scripts/sub/../b.khipu`.
    static func normalized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..":
                if let last = parts.last, last != ".." { parts.removeLast() } else if !path.hasPrefix("/") { parts.append(part) }
            default: parts.append(part)
            }
        }
        let joined = parts.joined(separator: "/")
        if path.hasPrefix("/") { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }

    /// Why a script file could not be read, in the system's words.
    struct Unreadable: Error {
        let reason: String
    }

    /// The bytes of the file at `path`.
    static func bytes(_ path: String) throws(Unreadable) -> Data {
        let data: Data?
        do throws(FileWriteError) {
            data = try RegularFile.read(path)
        } catch {
            throw Unreadable(reason: error.reason)
        }
        guard let data else { throw Unreadable(reason: String(cString: strerror(ENOENT))) }
        return data
    }

    static func read(_ path: String) throws -> ScriptFile {
        let data: Data
        do throws(Unreadable) {
            data = try bytes(path)
        } catch {
            throw ScriptError.cannotReadFile(path: path, reason: error.reason)
        }
        return try split(data, path: path)
    }

    /// The statements of `data`, the bytes of the file at `path`.
    static func split(_ data: Data, path: String) throws -> ScriptFile {
        // An ASCII script (most are) is split straight from the bytes read: no string of the
        // whole file is made and validated first.
        let ascii = data.withUnsafeBytes { raw in
            let bytes = raw.assumingMemoryBound(to: UInt8.self)
            return ByteScan.isASCII(bytes) ? StatementSplitter.split(utf8: bytes) : nil
        }
        if let ascii { return ScriptFile(path: path, statements: ParsedStatement.parsing(ascii)) }
        let text = try decodeUTF8(data, path: path)
        return ScriptFile(path: path, statements: ParsedStatement.parsing(StatementSplitter.split(text)))
    }

    /// Text of a file, or an error naming the line and column of the first byte that is not UTF-8.
    static func decodeUTF8(_ data: Data, path: String) throws -> String {
        // Read straight from the data; the bytes are copied out only to locate an error.
        if let text = String(validating: data, as: UTF8.self) { return text }
        let bytes = [UInt8](data)
        let offset = UTF8Check.firstInvalidOffset(in: bytes) ?? 0
        let (line, column) = UTF8Check.lineAndColumn(of: offset, in: bytes)
        let byte = offset < bytes.count ? String(bytes[offset], radix: 16, uppercase: true) : "?"
        throw ScriptError.notUTF8(path: path, line: line, column: column, byte: byte, offset: offset)
    }

}
