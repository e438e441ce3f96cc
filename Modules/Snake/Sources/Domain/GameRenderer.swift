import Foundation
import Khipu

/// A text receiver for the REPL and transcripts: after every answer of the feature it shows
/// the game (see `Game.text`), unless it looks as it did when last shown.
///
/// Receivers hear a command before the feature carries it out, so it draws on the answers,
/// which come after the change.
public func createGameRenderer(store: AppStore, show: @escaping (String) -> Void) -> Input<Message> {
    let lastShown = LastShown()
    return { // entry point
        switch $0 {
        case .snake(.created), .snake(.started), .snake(.paused), .snake(.turned),
             .snake(.moved), .snake(.ate), .snake(.ended):
            let text = store.state().game.text
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
