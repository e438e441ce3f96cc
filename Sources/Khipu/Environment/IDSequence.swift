import Foundation

/// The ids a `KhipuEnvironment` hands out: random UUIDs, or ones counting up in a space of
/// their own. A value the environment keeps under its lock.
struct IDSequence {
    private enum Kind {
        case random
        /// `space` is the UUID's first group, so that ids of different spaces never meet.
        case sequential(space: UInt32, next: UInt64)
    }

    private var kind: Kind

    static let random = IDSequence(kind: .random)

    static func sequential(space: UInt32) -> IDSequence {
        IDSequence(kind: .sequential(space: space, next: 1))
    }

    mutating func next() -> UUID {
        switch kind {
        case .random:
            return UUID()
        case .sequential(let space, let next):
            kind = .sequential(space: space, next: next + 1)
            return UUID(uuidString: String(format: "%08X-0000-0000-0000-%012llX", space, next))!
        }
    }
}
