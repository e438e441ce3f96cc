import Foundation

/// Collects the messages a feature or domain sends to its output, from any thread, in
/// the order they arrive: pass `recorder.record` as the output.
public final class MessageRecorder<Message>: Sendable {
    private let list = LockedList<Message>()

    public init() {}

    public func record(_ message: Message) { list.append(message) }

    public var messages: [Message] { list.values }
}

/// Collects the responses a use case answers with, the seed's `responder: { response = $0 }`.
public final class ResponseRecorder<Response>: Sendable {
    private let list = LockedList<Response>()

    public init() {}

    public func record(_ response: Response) { list.append(response) }

    public var responses: [Response] { list.values }
    /// The last response, or nil before the first.
    public var response: Response? { responses.last }
}

/// Collects the text a domain's text receivers show (a board, a lab), from any thread:
/// pass `shown.append` as the receivers' output and `take()` what came since the last take.
public final class ShownText: Sendable {
    private let list = LockedList<String>()

    public init() {}

    public func append(_ text: String) { list.append(text) }

    public func take() -> [String] { list.take() }
}

/// Values appended from any thread, in order.
private final class LockedList<Value>: @unchecked Sendable {
    private let lock = NSLock()
    /// Guarded by `lock`.
    private var stored: [Value] = []

    func append(_ value: Value) { lock.withLock { stored.append(value) } }

    var values: [Value] { lock.withLock { stored } }

    func take() -> [Value] {
        lock.withLock {
            defer { stored = [] }
            return stored
        }
    }
}
