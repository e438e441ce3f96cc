/// Cuts a byte stream into lines (`\n`, a `\r` before it dropped), fed with the bytes as
/// they come. A line longer than `maximumLength` is an error, never a buffer that grows
/// forever; an unfinished line stays pending, and goes with the splitter when the stream
/// ends, never handed out.
///
/// Each byte is looked at once: the bytes of an unfinished line already scanned are not
/// scanned again when more arrive, so a peer that dribbles a long line costs linear time.
package struct LineSplitter: Sendable {
    package struct LineTooLong: Error, Sendable {
        package let limit: Int
    }

    /// May change between lines (a connection allows longer ones once it is attached).
    package var maximumLength: Int
    private var pending: [UInt8] = []
    /// Where the next line starts in `pending`.
    private var start = 0
    /// How many bytes after `start` are known to hold no newline.
    private var scanned = 0

    package init(maximumLength: Int) {
        self.maximumLength = maximumLength
    }

    package mutating func append(_ bytes: some Sequence<UInt8>) {
        pending.append(contentsOf: bytes)
    }

    /// The next whole line, nil when none is complete yet.
    package mutating func nextLine() throws(LineTooLong) -> String? {
        guard let newline = pending[(start + scanned)...].firstIndex(of: UInt8(ascii: "\n")) else {
            scanned = pending.count - start
            if scanned > maximumLength { throw LineTooLong(limit: maximumLength) }
            pending.removeSubrange(..<start)
            start = 0
            return nil
        }
        scanned = 0
        guard newline - start <= maximumLength else { throw LineTooLong(limit: maximumLength) }
        let end = newline > start && pending[newline - 1] == UInt8(ascii: "\r") ? newline - 1 : newline
        let line = String(decoding: pending[start..<end], as: UTF8.self)
        start = newline + 1
        return line
    }
}
