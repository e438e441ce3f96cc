import KhipuDSL

/// Why a store could not load, save or delete its files.
///
/// Every case names the file and the cause, so the message a user sees says where to look.
/// A store never answers a load failure with a fresh state: the files stay as they were.
public enum StoreError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file exists but could not be read (a directory, no permission, an I/O error).
    case unreadable(path: String, reason: String)
    /// The file was read but does not hold a state this store understands.
    case undecodable(path: String, reason: String)
    /// The change could not be encoded or written: it was not made, the state in memory
    /// is still the one stored.
    case unwritable(path: String, reason: String)
    /// `destroy` could not delete the file.
    case undeletable(path: String, reason: String)
    /// Another store (in another process, or in this one) has the store open.
    case locked(path: String, holder: Int?)
    /// The store's lock file `path` (FILE.lock) cannot be made, opened or locked, e.g. on
    /// a read-only file system: the store was not opened, and no file was read or changed.
    case lockUnavailable(path: String, reason: String)

    public var path: String {
        switch self {
        case .unreadable(let path, _), .undecodable(let path, _), .unwritable(let path, _), .undeletable(let path, _),
            .locked(let path, _), .lockUnavailable(let path, _):
            path
        }
    }

    public var reason: String {
        switch self {
        case .unreadable(_, let reason), .undecodable(_, let reason), .unwritable(_, let reason), .undeletable(_, let reason),
            .lockUnavailable(_, let reason):
            reason
        case .locked(_, let holder):
            "it is open in " + (holder.map { "process \($0)" } ?? "another process")
        }
    }

    /// Paths and reasons may quote file names and file contents: controls, C1 codes and
    /// bidi overrides in them are shown, never sent to the terminal.
    public var description: String {
        TerminalSafeText.visible(text)
    }

    private var text: String {
        switch self {
        case .unreadable(let path, let reason):
            "cannot read the store file \(path): \(reason). The file was left unchanged."
        case .undecodable(let path, let reason):
            "the store file \(path) does not hold a valid state: \(reason). The file was left unchanged."
        case .unwritable(let path, let reason):
            "cannot save the store file \(path): \(reason). The change was not made; the state is the one stored."
        case .undeletable(let path, let reason):
            "cannot delete the store file \(path): \(reason)."
        case .locked(let path, _):
            "the store \(path) is in use: \(reason). One store file has one writer at a time; close the other session first."
        case .lockUnavailable(let path, let reason):
            "cannot take the store's lock file \(path): \(reason). The store was not opened; no file was read or changed."
        }
    }
}
