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

/// Values appended from any thread, in order.
private final class LockedList<Value>: @unchecked Sendable {
    private let lock = NSLock()
    /// Guarded by `lock`.
    private var stored: [Value] = []

    func append(_ value: Value) { lock.withLock { stored.append(value) } }

    var values: [Value] { lock.withLock { stored } }
}
