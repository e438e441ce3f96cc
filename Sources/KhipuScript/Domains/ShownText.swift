import Foundation

/// Collects what a domain's text receivers show, from whichever thread they run on.
final class ShownText: @unchecked Sendable {
    private let lock = NSLock()
    private var blocks: [String] = []

    func append(_ text: String) {
        lock.withLock { blocks.append(text) }
    }

    func take() -> [String] {
        lock.withLock {
            defer { blocks = [] }
            return blocks
        }
    }
}
