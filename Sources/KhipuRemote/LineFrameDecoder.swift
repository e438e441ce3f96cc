import KhipuRemoteProtocol
import NIOCore

/// Splits the byte stream into lines (`\n`, a `\r` before it dropped). A line longer than
/// `limit` allows is an error for its connection, never a buffer that grows forever; an
/// unfinished line when the client goes away is dropped, never dispatched.
///
/// Each byte is looked at once: the bytes of an unfinished line already scanned are not
/// scanned again when more arrive, so a client that dribbles a long line costs linear time.
struct LineFrameDecoder: ByteToMessageDecoder {
    typealias InboundOut = String

    struct LineTooLong: Error {
        let limit: Int
    }

    let limit: LineLimit
    /// How many bytes after the reader index are known to hold no newline.
    private var scanned = 0

    init(limit: LineLimit) {
        self.limit = limit
    }

    mutating func decode(context: ChannelHandlerContext, buffer: inout ByteBuffer) throws -> DecodingState {
        let view = buffer.readableBytesView
        let maximum = limit.maximumLength
        guard let newline = view.dropFirst(scanned).firstIndex(of: UInt8(ascii: "\n")) else {
            scanned = view.count
            if scanned > maximum { throw LineTooLong(limit: maximum) }
            return .needMoreData
        }
        scanned = 0
        let length = newline - view.startIndex
        guard length <= maximum else { throw LineTooLong(limit: maximum) }
        var line = buffer.readString(length: length) ?? ""
        buffer.moveReaderIndex(forwardBy: 1)
        if line.hasSuffix("\r") { line.removeLast() }
        context.fireChannelRead(wrapInboundOut(line))
        return .continue
    }

    mutating func decodeLast(context: ChannelHandlerContext, buffer: inout ByteBuffer, seenEOF: Bool) throws -> DecodingState {
        while try decode(context: context, buffer: &buffer) == .continue {}
        buffer.moveReaderIndex(to: buffer.writerIndex)
        scanned = 0
        return .needMoreData
    }
}

/// The longest line one connection may send now: small until its `hello` is accepted,
/// then the protocol's limit. Shared by the connection's decoder and its handler, both on
/// the connection's event loop.
final class LineLimit: @unchecked Sendable {
    private(set) var maximumLength = RemoteProtocol.maximumHelloLineLength

    func attached() {
        maximumLength = RemoteProtocol.maximumLineLength
    }
}
