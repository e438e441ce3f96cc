import Foundation
import Khipu
import KhipuRemoteProtocol

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why `khipu attach` could not attach, or stopped.
package enum AttachError: Error, CustomStringConvertible, Equatable {
    case badAddress(String)
    case cannotConnect(String, reason: String)
    /// Nothing answered the connection (or the `hello`) in time.
    case timedOut(String, waitingFor: String, seconds: Int)
    /// Something answered, but not as the attach protocol does: `answered` says what.
    case notAnEndpoint(String, answered: String)
    case refused(String)
    case connectionLost
    /// No token for an address given by hand: no `--token`, no `KHIPU_ATTACH_TOKEN`, and
    /// no connection file of this host names it.
    case noToken(String)
    /// No running app has a connection file here.
    case noRunningApp(directory: String)
    /// Several do, and `--app` did not choose one.
    case severalApps([String])
    /// None is named (or numbered) what `--app` said.
    case noSuchApp(String, running: [String])
    case runtimeDirectory(String)

    package var description: String {
        switch self {
        case .badAddress(let written): "'\(written)' is not an address: write PORT or HOST:PORT, e.g. 127.0.0.1:7010"
        case .cannotConnect(let address, let reason): "cannot connect to \(address): \(reason)"
        case .timedOut(let address, let waitingFor, let seconds): "\(address) timed out: no \(waitingFor) within \(seconds) s"
        case .notAnEndpoint(let address, let answered): "\(address) is not a khipu attach endpoint (\(answered))"
        case .refused(let reason): "the app refused this client: \(reason)"
        case .connectionLost: "the connection to the app was lost"
        case .noToken(let address):
            "no token for \(address): no running app of this host wrote a connection file for it; " +
                "set \(RemoteProtocol.attachTokenEnvironmentVariable) (or give --token) with the token the app holds"
        case .noRunningApp(let directory):
            "no running app serves khipu attach here (no live connection file in \(directory)); " +
                "for an app on another host give HOST:PORT and set \(RemoteProtocol.attachTokenEnvironmentVariable)"
        case .severalApps(let apps):
            "several apps serve khipu attach; choose one with --app NAME|PID:\n" + apps.map { "  " + $0 }.joined(separator: "\n")
        case .noSuchApp(let wanted, let running):
            "no running app is named or numbered '\(wanted)'" +
                (running.isEmpty ? "" : "; running:\n" + running.map { "  " + $0 }.joined(separator: "\n"))
        case .runtimeDirectory(let problem): "the connection files cannot be trusted: \(problem)"
        }
    }

    /// The exit status: 2 refused, 3 lost, 1 anything else.
    package var exitCode: Int32 {
        switch self {
        case .refused: 2
        case .connectionLost: 3
        default: 1
        }
    }
}

/// The client end of the wire: a TCP connection, frames written whole, the `hello` and
/// its answer read with a deadline, then frames handed to `onFrame` in the order they came
/// as the socket becomes readable. Plain POSIX sockets, the calls it shares with the
/// app's end in `KhipuRemoteProtocol` (`SocketAddress`, `SocketCalls`, `LineSplitter`).
package final class RemoteConnection: Sendable {
    /// How long a connection may take to be accepted.
    package static let connectTimeoutSeconds = 10
    /// How long the app may take to answer the `hello`.
    package static let helloTimeoutSeconds = 15
    /// The longest line the client reads: an app's printed state or schema may be longer
    /// than the lines a client may send.
    static let longestAnswer = RemoteProtocol.maximumLineLength * 16

    private let descriptor: Int32
    /// `127.0.0.1:7010`, as messages show it.
    package let shownAddress: String
    private struct State {
        /// Bytes read with the answer to `hello` that belong to later frames.
        var leftover: [UInt8] = []
        /// What reads the frames once attached; the socket is closed once it is cancelled.
        var readSource: (any DispatchSourceRead)?
    }

    /// Held while a frame is written, too, so that frames from two threads never interleave.
    private let state = Locked(State())

    private init(descriptor: Int32, shownAddress: String) {
        self.descriptor = descriptor
        self.shownAddress = shownAddress
    }

    deinit {
        if let readSource = state.withLock({ $0.readSource }) {
            let descriptor = descriptor
            readSource.setCancelHandler { close(descriptor) }
            readSource.cancel()
        } else {
            close(descriptor)
        }
    }

    /// `7010`, `127.0.0.1:7010`, `localhost:7010`, `[::1]:7010`.
    package static func parse(_ address: String) throws(AttachError) -> (host: String, port: Int) {
        var host = "127.0.0.1"
        var portText = Substring(address)
        if address.hasPrefix("[") {
            guard let close = address.firstIndex(of: "]"), address[address.index(after: close)...].hasPrefix(":") else { throw .badAddress(address) }
            host = String(address[address.index(after: address.startIndex)..<close])
            portText = address[address.index(close, offsetBy: 2)...]
        } else if let colon = address.lastIndex(of: ":") {
            host = String(address[..<colon])
            portText = address[address.index(after: colon)...]
        }
        guard !host.isEmpty, let port = Int(portText), (1...65535).contains(port) else { throw .badAddress(address) }
        return (host, port)
    }

    package static func shown(host: String, port: Int) -> String {
        host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)"
    }

    /// Connects to the first address of `host` that accepts within the timeout.
    package static func connect(host: String, port: Int, timeoutSeconds: Int = connectTimeoutSeconds) throws(AttachError) -> RemoteConnection {
        let shown = shown(host: host, port: port)
        let addresses: [SocketAddress]
        do {
            addresses = try SocketAddress.resolve(host: host, port: port)
        } catch {
            throw .cannotConnect(shown, reason: error.description)
        }
        var failure = AttachError.cannotConnect(shown, reason: "no address")
        for address in addresses {
            guard let descriptor = address.makeSocket() else { continue }
            switch address.withSockaddr({ connect(descriptor, $0, $1, timeoutSeconds: timeoutSeconds) }) {
            case .connected:
                SocketCalls.configureStream(descriptor)
                return RemoteConnection(descriptor: descriptor, shownAddress: shown)
            case .timedOut:
                failure = .timedOut(shown, waitingFor: "connection", seconds: timeoutSeconds)
            case .failed(let code):
                failure = code == ETIMEDOUT
                    ? .timedOut(shown, waitingFor: "connection", seconds: timeoutSeconds)
                    : .cannotConnect(shown, reason: String(cString: strerror(code)))
            }
            close(descriptor)
        }
        throw failure
    }

    private enum ConnectOutcome { case connected, timedOut, failed(Int32) }

    /// A non-blocking connect waited for with `poll`, so an address that drops packets
    /// costs the timeout, not the system's minutes; the socket is blocking again after.
    private static func connect(_ descriptor: Int32, _ address: UnsafePointer<sockaddr>, _ length: socklen_t, timeoutSeconds: Int) -> ConnectOutcome {
        let flags = fcntl(descriptor, F_GETFL)
        _ = fcntl(descriptor, F_SETFL, flags | O_NONBLOCK)
        defer { _ = fcntl(descriptor, F_SETFL, flags) }
        if Foundation.connect(descriptor, address, length) == 0 { return .connected }
        guard errno == EINPROGRESS || errno == EINTR else { return .failed(errno) }
        guard wait(descriptor, events: Int16(POLLOUT), until: Date(timeIntervalSinceNow: Double(timeoutSeconds))) else { return .timedOut }
        var code: Int32 = 0
        var size = socklen_t(MemoryLayout<Int32>.size)
        guard getsockopt(descriptor, SOL_SOCKET, SO_ERROR, &code, &size) == 0 else { return .failed(errno) }
        return code == 0 ? .connected : .failed(code)
    }

    /// Whether `events` came before the deadline.
    private static func wait(_ descriptor: Int32, events: Int16, until deadline: Date) -> Bool {
        while true {
            let left = deadline.timeIntervalSinceNow
            guard left > 0 else { return false }
            var entry = pollfd(fd: descriptor, events: events, revents: 0)
            let result = poll(&entry, 1, Int32(min(left * 1000, Double(Int32.max)).rounded(.up)))
            if result < 0 && errno == EINTR { continue }
            return result > 0
        }
    }

    /// Sends `hello` and reads the app's first line: its `welcome`, else why not. Whatever
    /// else is on that line tells what answered: an HTTP server answers `HTTP/1.1 400`.
    /// `tool`: this tool's name, which the app names in the scripts `:save` writes.
    package func hello(token: String, tool: String = "khipu", timeoutSeconds: Int = helloTimeoutSeconds) throws(AttachError) -> (domain: String, summary: String) {
        // A refusal may already be on its way (too many connections): it is read even when
        // the hello could not be sent.
        let sent = send(.hello(version: RemoteProtocol.version, token: token, tool: tool))
        let deadline = Date(timeIntervalSinceNow: Double(timeoutSeconds))
        var received: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        var newline: Int?
        while newline == nil {
            guard received.count <= Self.longestAnswer else {
                throw .notAnEndpoint(shownAddress, answered: "it answered with a line longer than a frame")
            }
            guard Self.wait(descriptor, events: Int16(POLLIN), until: deadline) else {
                if let answered = Self.recognize(received) { throw .notAnEndpoint(shownAddress, answered: answered) }
                throw .timedOut(shownAddress, waitingFor: "answer to the hello", seconds: timeoutSeconds)
            }
            let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else {
                let silence = sent ? "it closed the connection without answering the hello" : "it closed the connection before the hello"
                throw .notAnEndpoint(shownAddress, answered: Self.recognize(received) ?? silence)
            }
            let scanned = received.count
            received.append(contentsOf: chunk[0..<count])
            newline = received[scanned...].firstIndex(of: UInt8(ascii: "\n"))
        }
        let end = newline!
        state.withLock { $0.leftover = Array(received[(end + 1)...]) }
        let line = received[..<end]
        guard let frame = RemoteFrameCoding.frame(String(decoding: line, as: UTF8.self)) else {
            throw .notAnEndpoint(shownAddress, answered: Self.recognize(Array(line)) ?? "it answered something that is not a frame")
        }
        switch frame {
        case .welcome(_, _, let domain, let summary): return (domain, summary)
        case .refused(_, let reason): throw .refused(reason)
        default: throw .notAnEndpoint(shownAddress, answered: "it answered a \(frame.kind.rawValue) frame instead of welcome")
        }
    }

    /// What a first answer that is not a frame looks like it came from, if anything.
    static func recognize(_ bytes: [UInt8]) -> String? {
        guard !bytes.isEmpty else { return nil }
        let start = String(decoding: bytes.prefix(64), as: UTF8.self)
        if start.hasPrefix("HTTP/") { return "it answered HTTP" }
        if start.hasPrefix("SSH-") { return "it answered SSH" }
        if bytes.first == 0x15 || bytes.first == 0x16 { return "it answered TLS" }
        let shown = start.prefix { $0 != "\n" && $0 != "\r" }.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? "?" : String($0) }.joined()
        return "it answered '\(shown.prefix(40))'"
    }

    /// Writes one frame; false when the connection is gone.
    @discardableResult
    package func send(_ frame: RemoteFrame) -> Bool {
        let bytes = Array(RemoteFrameCoding.line(frame).utf8)
        return state.withLock { _ in SocketCalls.sendAll(descriptor, bytes) }
    }

    /// Starts reading (after `hello`): every frame to `onFrame`, in order, then `onEnd` once
    /// the connection closes (or sends something that is not a frame). Reads are driven by
    /// the socket becoming readable (a dispatch read source): no thread waits on it.
    package func startReading(onFrame: @escaping @Sendable (RemoteFrame) -> Void, onEnd: @escaping @Sendable () -> Void) {
        let descriptor = descriptor
        let lines = FrameLines(state.withLock { state in
            defer { state.leftover = [] }
            return state.leftover
        })
        let source = DispatchSource.makeReadSource(fileDescriptor: descriptor, queue: DispatchQueue(label: "khipu.attach.frames"))
        source.setEventHandler { [source] in
            guard lines.readAvailable(from: descriptor, onFrame: onFrame) else {
                source.cancel()
                return
            }
        }
        source.setCancelHandler { onEnd() }
        // Frames that came with the welcome are handed over before anything read later.
        source.setRegistrationHandler { [source] in
            if !lines.handPending(onFrame) { source.cancel() }
        }
        state.withLock { $0.readSource = source }
        source.resume()
    }

    /// Closes the sending side, so the app sees the client leave.
    package func shutdown() {
        _ = Foundation.shutdown(descriptor, Int32(SHUT_RDWR))
    }
}
