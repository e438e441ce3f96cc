import KhipuDSL

/// What a file store recovered from while opening, told so that nothing is dropped silently.
public enum StoreWarning: Equatable, Sendable, CustomStringConvertible {
    /// The journal's last line was cut short by a crash while it was written; the change
    /// it began was never acknowledged. The store opens without it, and cuts it off before
    /// it writes the next change.
    case droppedTornJournalLine(path: String, text: String)
    /// A compaction could not write the new snapshot; the journal keeps every change and
    /// the store tries again later.
    case compactionFailed(path: String, reason: String)
    /// A new snapshot was written but its journal could not be started: every change
    /// writes a whole snapshot until one can.
    case journalUnavailable(path: String, reason: String)

    /// The torn line quotes the journal's bytes, paths may hold anything: controls, C1
    /// codes and bidi overrides in them are shown, never sent to the terminal.
    public var description: String {
        TerminalSafeText.visible(text)
    }

    private var text: String {
        switch self {
        case .droppedTornJournalLine(let path, let text):
            "the last line of the store journal \(path) was cut short by a crash and was dropped (never acknowledged): \(text)"
        case .compactionFailed(let path, let reason):
            "cannot write a new snapshot of the store \(path): \(reason). Every change is kept in the journal."
        case .journalUnavailable(let path, let reason):
            "cannot start the store journal \(path): \(reason). Each change writes a whole snapshot until it can."
        }
    }
}
