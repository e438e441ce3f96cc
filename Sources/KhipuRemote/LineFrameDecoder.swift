import KhipuRemoteProtocol
import NIOCore

/// Splits the byte stream into lines (`\n`, a `\r` before it dropped). A line longer than
/// the protocol allows is an error for its connection, never a buffer that grows forever;
/// an unfinished line when the client goes away is dropped, never dispatched.
struct LineFrameDecoder: ByteToMessageDecoder {
    typealias InboundOut = String

    struct LineTooLong: Error {}

    let maximumLength: Int

    init(maximumLength: Int = RemoteProtocol.maximumLineLength) {
        self.maximumLength = maximumLength
    }

    mutating func decode(context: ChannelHandlerContext, buffer: inout ByteBuffer) throws -> DecodingState {
        let view = buffer.readableBytesView
        guard let newline = view.firstIndex(of: UInt8(ascii: "\n")) else {
            if buffer.readableBytes > maximumLength { throw LineTooLong() }
            return .needMoreData
        }
        let length = newline - view.startIndex
        guard length <= maximumLength else { throw LineTooLong() }
        var line = buffer.readString(length: length) ?? ""
        buffer.moveReaderIndex(forwardBy: 1)
        if line.hasSuffix("\r") { line.removeLast() }
        context.fireChannelRead(wrapInboundOut(line))
        return .continue
    }

    mutating func decodeLast(context: ChannelHandlerContext, buffer: inout ByteBuffer, seenEOF: Bool) throws -> DecodingState {
        while try decode(context: context, buffer: &buffer) == .continue {}
        buffer.moveReaderIndex(to: buffer.writerIndex)
        return .needMoreData
    }
}
