/// A growable first-in, first-out run of messages for `FeedbackQueue`.
///
/// A final class over raw storage rather than an `Array`: the queue runs unspecialized
/// (it is generic over a domain's `Message`, which it learns at run time), and there every
/// call into `Array<Message>` looks its metadata up in the runtime's cache, several times
/// per message. A method of this class finds `Message` in the instance it is called on.
///
/// Not thread-safe: its owner guards it. Its properties skip the runtime's exclusivity
/// check, which would cost more than the access: only its own short methods touch them.
final class MessageBuffer<Message> {
    @exclusivity(unchecked) private var storage: UnsafeMutablePointer<Message>
    @exclusivity(unchecked) private var capacity: Int
    /// The first message not yet taken.
    @exclusivity(unchecked) private var head = 0
    /// One past the last message.
    @exclusivity(unchecked) private var end = 0

    init(capacity: Int = 16) {
        self.capacity = max(1, capacity)
        storage = .allocate(capacity: self.capacity)
    }

    deinit {
        (storage + head).deinitialize(count: end - head)
        storage.deallocate()
    }

    var count: Int { end - head }
    var isEmpty: Bool { head == end }

    func append(_ message: Message) {
        if end == capacity { makeRoom() }
        (storage + end).initialize(to: message)
        end += 1
    }

    /// Takes the first message off. Call only when the buffer is not empty.
    func removeFirst() -> Message {
        precondition(head < end, "removeFirst() on an empty MessageBuffer")
        let message = (storage + head).move()
        head += 1
        if head == end { head = 0; end = 0 }
        return message
    }

    /// Takes every message of `other`, which is left with this buffer's storage. Call only
    /// when this buffer is empty. An exchange of fields rather than `swap` of the two
    /// buffers, which unspecialized code pays for with a lookup of their metadata.
    func takeContents(of other: MessageBuffer) {
        precondition(head == end, "takeContents(of:) into a MessageBuffer that is not empty")
        let storage = self.storage, capacity = self.capacity
        self.storage = other.storage
        self.capacity = other.capacity
        head = other.head
        end = other.end
        other.storage = storage
        other.capacity = capacity
        other.head = 0
        other.end = 0
    }

    /// Appends every message taken off, in order, to `messages` as `Any`, so that a caller
    /// may hand in an array it keeps for the purpose and pay for no new one.
    func takeAll(appendingTo messages: inout [Any]) {
        guard head < end else { return }
        messages.reserveCapacity(messages.count + count)
        while head < end { messages.append(removeFirst()) }
    }

    /// Drops every message, keeping the storage.
    func removeAll() {
        (storage + head).deinitialize(count: end - head)
        head = 0
        end = 0
    }

    /// Takes every message off, in order.
    func takeAll() -> [Message] {
        var messages: [Message] = []
        messages.reserveCapacity(count)
        while head < end { messages.append(removeFirst()) }
        return messages
    }

    /// Takes every message off, in order, as `Any`: an array of a concrete element type,
    /// which unspecialized code builds without looking up any metadata.
    func takeAllAsAny() -> [Any] {
        guard head < end else { return [] }
        var messages: [Any] = []
        messages.reserveCapacity(count)
        while head < end { messages.append(removeFirst()) }
        return messages
    }

    /// Moves what is left to the front, or doubles the storage when it is more than half full.
    private func makeRoom() {
        let live = end - head
        if head > 0 && live <= capacity / 2 {
            storage.moveInitialize(from: storage + head, count: live)
        } else {
            let grown = UnsafeMutablePointer<Message>.allocate(capacity: capacity * 2)
            grown.moveInitialize(from: storage + head, count: live)
            storage.deallocate()
            storage = grown
            capacity *= 2
        }
        head = 0
        end = live
    }
}
