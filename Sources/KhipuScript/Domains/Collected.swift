import Foundation

/// Collects values from whichever thread the domain runs on, until the session takes
/// them: the text its receivers show, the changes its store could not persist.
final class Collected<Element>: @unchecked Sendable {
    private let lock = NSLock()
    private var elements: [Element] = []

    func append(_ element: Element) {
        lock.withLock { elements.append(element) }
    }

    func take() -> [Element] {
        lock.withLock {
            defer { elements = [] }
            return elements
        }
    }
}
