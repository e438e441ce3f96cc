import Foundation

/// When a file store flushes its journal to the disk (`fsync`).
///
/// Either way, every change is written to the journal before the store acknowledges it,
/// so a crash of the process (a trap, SIGKILL) never loses an acknowledged change; the
/// policy only decides what a power loss or an operating-system crash may take.
public enum StoreDurability: Sendable, Equatable {
    /// Flush after every change, before it is acknowledged: a power loss takes nothing
    /// acknowledged, and every change waits for the disk (milliseconds on most disks).
    case everyChange
    /// Flush at most `interval` after a change, grouping the changes made meanwhile: a
    /// power loss may take the changes of the last `interval`, never more, and never
    /// leaves a store that does not open.
    case within(Duration)

    /// What `createFileStore` and `khipu --store` use: flushed within 200 ms.
    public static let standard = StoreDurability.within(.milliseconds(200))
}
