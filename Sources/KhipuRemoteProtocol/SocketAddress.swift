import CKhipuSystem
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An address a TCP socket connects to or listens on, as `getaddrinfo` resolved it: host
/// names, IPv4, IPv6 (`::1`, with or without brackets), wildcards (`0.0.0.0`, `::`).
package struct SocketAddress: Sendable {
    package let family: Int32
    package let socketType: Int32
    package let protocolNumber: Int32
    /// The `sockaddr` itself.
    private let bytes: [UInt8]

    /// Every address of `host` for TCP, in the system's order of preference; `passive`:
    /// for listening (an empty host is then every interface).
    package static func resolve(host: String, port: Int, passive: Bool = false) throws(SocketError) -> [SocketAddress] {
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        #if canImport(Glibc)
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        #else
        hints.ai_socktype = SOCK_STREAM
        #endif
        if passive { hints.ai_flags = AI_PASSIVE }
        let bare = host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
        var results: UnsafeMutablePointer<addrinfo>?
        let status = bare.isEmpty ? getaddrinfo(nil, String(port), &hints, &results) : getaddrinfo(bare, String(port), &hints, &results)
        guard status == 0 else { throw SocketError(String(cString: gai_strerror(status))) }
        defer { freeaddrinfo(results) }
        var addresses: [SocketAddress] = []
        var next = results
        while let info = next?.pointee {
            next = info.ai_next
            guard let address = info.ai_addr else { continue }
            let bytes = Array(UnsafeRawBufferPointer(start: address, count: Int(info.ai_addrlen)))
            addresses.append(SocketAddress(family: info.ai_family, socketType: info.ai_socktype, protocolNumber: info.ai_protocol, bytes: bytes))
        }
        guard !addresses.isEmpty else { throw SocketError("no address") }
        return addresses
    }

    package func withSockaddr<Result>(_ body: (UnsafePointer<sockaddr>, socklen_t) -> Result) -> Result {
        bytes.withUnsafeBytes { body($0.baseAddress!.assumingMemoryBound(to: sockaddr.self), socklen_t($0.count)) }
    }

    /// A socket of this address's family, or nil (errno says why). It closes on exec: a
    /// process the app starts must not hold a connection open after the app closed it.
    package func makeSocket() -> Int32? {
        let descriptor = khipu_socket_closed_on_exec(family, socketType, protocolNumber)
        return descriptor >= 0 ? descriptor : nil
    }
}

/// Why a socket could not be made, bound or used, as the system says it.
package struct SocketError: Error, CustomStringConvertible, Sendable {
    package let description: String

    package init(_ description: String) {
        self.description = description
    }

    /// `what`: the call that failed, with `errno`'s text.
    package static func system(_ what: String, _ code: Int32 = errno) -> SocketError {
        SocketError("\(what): \(String(cString: strerror(code)))")
    }
}
