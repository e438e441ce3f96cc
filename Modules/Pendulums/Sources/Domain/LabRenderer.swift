import Foundation
import Khipu

/// A text receiver for the REPL and transcripts: after every answer of the feature that
/// moves or adds pendulums it shows the lab (see `Lab.text`), unless it looks as it did
/// when last shown.
public func createLabRenderer(store: AppStore, show: @escaping (String) -> Void) -> Input<Message> {
    let lastShown = LastShown()
    return { // entry point
        switch $0 {
        case .pendulums(.added), .pendulums(.released), .pendulums(.swung), .pendulums(.backAtStart):
            let text = store.state().lab.text
            if lastShown.replace(with: text) { show(text) }
        default:
            break
        }
    }
}

/// The text last shown; hosts may run the domain on different threads, one message at a time.
private final class LastShown: @unchecked Sendable {
    private let lock = NSLock()
    // Guarded by lock.
    private var text: String?

    /// Keeps `new` and says whether it differs from what was kept before.
    func replace(with new: String) -> Bool {
        lock.withLock {
            defer { text = new }
            return text != new
        }
    }
}
