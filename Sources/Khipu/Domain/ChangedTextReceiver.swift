import Foundation

/// A text receiver for hosts that show text (the REPL, a script's transcript), such as one
/// that draws a board: after every message `isShownAfter` accepts it shows `render()`,
/// unless the text is what it showed last.
///
/// Receivers hear a command before the feature carries it out, so a drawing is usually
/// shown after the feature's answers, which come after the change. Like every receiver it
/// also hears answers a user sends in by hand; comparing with the last text keeps those
/// from showing an unchanged drawing again.
public func createChangedTextReceiver<Message>(
    shownAfter isShownAfter: @escaping (Message) -> Bool,
    render: @escaping () -> String,
    show: @escaping (String) -> Void
) -> Input<Message> {
    let lastShown = LastShownText()
    return { message in
        guard isShownAfter(message) else { return }
        let text = render()
        if lastShown.replace(with: text) { show(text) }
    }
}

/// The text last shown; hosts may run the domain on different threads, one message at a time.
private final class LastShownText: @unchecked Sendable {
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
