import Foundation
import KhipuDSL

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

    static func read(_ path: String) throws -> ScriptFile {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw ScriptError("\(TerminalSafeText.visible(path)): error: cannot read the file (\(reason(error)))")
        }
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
        throw ScriptError("\(TerminalSafeText.visible(path)):\(line):\(column): error: the file is not UTF-8 text (byte 0x\(byte) at byte offset \(offset))")
    }

    private static func reason(_ error: Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError {
            return String(cString: strerror(Int32(underlying.code)))
        }
        return nsError.localizedDescription
    }
}
