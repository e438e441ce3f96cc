#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The socket calls the client and the server make alike, with what differs between
/// Linux and Darwin in one place.
package enum SocketCalls {
    /// Sends what the kernel takes now (or waits, on a blocking socket); never raises
    /// SIGPIPE. The byte count, or -1 with `errno`.
    package static func send(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Int {
        #if canImport(Glibc)
        Glibc.send(descriptor, bytes.baseAddress, bytes.count, Int32(MSG_NOSIGNAL))
        #else
        Darwin.send(descriptor, bytes.baseAddress, bytes.count, 0)
        #endif
    }

    /// Writes all of `bytes` on a blocking socket; false when the connection is gone.
    package static func sendAll(_ descriptor: Int32, _ bytes: [UInt8]) -> Bool {
        var written = 0
        while written < bytes.count {
            let result = bytes[written...].withUnsafeBytes { send(descriptor, $0) }
            if result < 0 && errno == EINTR { continue }
            guard result > 0 else { return false }
            written += result
        }
        return true
    }

    /// Small frames go out at once (no Nagle), and a write to a closed peer is an error,
    /// not SIGPIPE (Darwin has no MSG_NOSIGNAL).
    package static func configureStream(_ descriptor: Int32) {
        setOption(descriptor, Int32(IPPROTO_TCP), TCP_NODELAY)
        #if canImport(Darwin)
        setOption(descriptor, SOL_SOCKET, SO_NOSIGPIPE)
        #endif
    }

    package static func setOption(_ descriptor: Int32, _ level: Int32, _ name: Int32, _ value: Int32 = 1) {
        var value = value
        _ = setsockopt(descriptor, level, name, &value, socklen_t(MemoryLayout<Int32>.size))
    }

    package static func close(_ descriptor: Int32) {
        #if canImport(Glibc)
        _ = Glibc.close(descriptor)
        #else
        _ = Darwin.close(descriptor)
        #endif
    }

    package static func setNonBlocking(_ descriptor: Int32) {
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
    }

    /// The port a bound socket got (the one the system chose for port 0).
    package static func localPort(_ descriptor: Int32) -> Int? {
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        let status = withUnsafeMutablePointer(to: &storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        guard status == 0 else { return nil }
        return withUnsafePointer(to: &storage) { pointer in
            switch Int32(pointer.pointee.ss_family) {
            case AF_INET: pointer.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { Int(UInt16(bigEndian: $0.pointee.sin_port)) }
            case AF_INET6: pointer.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { Int(UInt16(bigEndian: $0.pointee.sin6_port)) }
            default: nil
            }
        }
    }
}
