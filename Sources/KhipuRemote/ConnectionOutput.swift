import KhipuRemoteProtocol

/// Where a connection's frames go: the socket for the server, memory for the fuzzer.
/// Neither call waits.
package protocol ConnectionOutput: Sendable {
    /// Queues `bytes` after those written before; `whenWritten` is told once they left, or
    /// were dropped because the connection closed.
    func write(_ bytes: [UInt8], whenWritten: @escaping @Sendable () -> Void)
    /// Closes after what was written before, as far as the peer reads it.
    func close()
}

extension StreamSocket: ConnectionOutput {}
