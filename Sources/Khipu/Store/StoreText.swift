import Foundation
import KhipuDSL

/// The text of a file store: values printed in the DSL (the syntax users type), so the
/// snapshot and the journal are readable and diffable, dates are ISO-8601 and `.nan` or
/// `.infinity` are values like any other.
///
/// Whatever it writes it has read back first: `encode` prints, parses, decodes and prints
/// again, and refuses a value whose text would not come back the same. So a change the
/// store acknowledged is never one it cannot open again.
final class StoreText {
    /// One decoder for the store's life: it caches what it learns about the types.
    private let decoder = DSLValueDecoder()
    /// How long the last `decode` took, parsing included.
    private(set) var lastDecoding = Duration.zero
    /// By type, the last one-line text that read back, with what it read back as: a run of
    /// the same change (a counter's increments, a timer's ticks) prints the same text again,
    /// and the same text read by the same decoder gives the same value, so it is not read
    /// again. By type, as a journal line's change and its time alternate.
    private var lastLines: [ObjectIdentifier: (text: String, stored: Any, decoding: Duration)] = [:]

    /// `value` as text that reads back to it, and the value read back: what opening the
    /// store will see (a date keeps the printer's precision), so what is kept in memory
    /// can be exactly what is stored. `pretty` breaks long values over lines.
    func encode<T: Codable>(_ value: T, pretty: Bool = false) throws(StoreTextError) -> (text: String, stored: T) {
        let text = DSLPrinter.print(value, style: pretty ? .pretty(width: 100) : .compact)
        if !pretty, let last = lastLines[ObjectIdentifier(T.self)], last.text == text, let stored = last.stored as? T {
            lastDecoding = last.decoding
            return (text, stored)
        }
        if !pretty && Self.hasLineBreak(text) {
            throw StoreTextError("it prints over several lines: \(Self.excerpt(text))")
        }
        let decoded: T
        do throws(StoreTextError) {
            decoded = try decode(T.self, from: text)
        } catch {
            throw StoreTextError("it prints as \(Self.excerpt(text)), which does not read back (\(error.reason))")
        }
        let again = DSLPrinter.print(decoded, style: pretty ? .pretty(width: 100) : .compact)
        guard again == text else {
            throw StoreTextError("it prints as \(Self.excerpt(text)), which reads back as \(Self.excerpt(again))")
        }
        if !pretty { lastLines[ObjectIdentifier(T.self)] = (text, decoded, lastDecoding) }
        return (text, decoded)
    }

    func decode<T: Decodable>(_ type: T.Type, from text: String) throws(StoreTextError) -> T {
        let clock = ContinuousClock()
        let start = clock.now
        defer { lastDecoding = clock.now - start }
        do throws(Diagnostic) {
            return try decoder.decode(T.self, fromText: text)
        } catch {
            // A diagnostic may quote what it read: a huge line is not quoted whole.
            throw StoreTextError(Self.excerpt(Self.describe(error, in: text), limit: 300), offset: error.range.start, message: Self.excerpt(error.message, limit: 300))
        }
    }

    /// The message with the line and column when the text has several lines.
    private static func describe(_ diagnostic: Diagnostic, in text: String) -> String {
        guard hasLineBreak(text) else { return diagnostic.message }
        let (line, column) = position(ofByte: diagnostic.range.start, in: text)
        return "line \(line), column \(column): \(diagnostic.message)"
    }

    /// The 1-based line and column (in bytes) of the byte at `offset`.
    static func position(ofByte offset: Int, in text: some StringProtocol) -> (line: Int, column: Int) {
        let before = Array(text.utf8.prefix(max(0, offset)))
        let line = before.count(where: { $0 == UInt8(ascii: "\n") }) + 1
        let column = before.count - ((before.lastIndex(of: UInt8(ascii: "\n")) ?? -1) + 1) + 1
        return (line, column)
    }

    /// A byte scan: `String.contains(_: String)` goes through Foundation's search, which
    /// costs more than printing a small change (this runs for every change stored).
    private static func hasLineBreak(_ text: String) -> Bool {
        text.utf8.contains(UInt8(ascii: "\n"))
    }

    /// At most `limit` scalars of `text` on one line; only those are looked at, so a
    /// huge text costs no more than a short one.
    static func excerpt(_ text: some StringProtocol, limit: Int = 120) -> String {
        let head = String(String.UnicodeScalarView(text.unicodeScalars.prefix(limit)))
        let flat = head.replacingOccurrences(of: "\n", with: " ")
        return text.unicodeScalars.dropFirst(limit).isEmpty ? flat : flat + "…"
    }

    /// Enough bytes of a text for its `excerpt`.
    static var excerptBytes: Int { 4 * 121 }
}

/// Why a value cannot be written as store text, or a text cannot be read.
struct StoreTextError: Error {
    let reason: String
    /// For a text that did not read: the byte offset in it where reading stopped, and why.
    let offset: Int?
    let message: String?

    init(_ reason: String, offset: Int? = nil, message: String? = nil) {
        self.reason = reason
        self.offset = offset
        self.message = message
    }
}
