import Foundation

/// A store persisted in files at `url`: a snapshot of the state and a journal of the
/// changes made since, both in the DSL (see Documentation/Khipu.docc/Store.md).
///
/// - No file at `url`: the store starts from `initial()`; the first change writes the
///   snapshot (creating missing directories). Opening creates `url.lock`.
/// - A change is acknowledged only once it is stored: appended to the journal (one line,
///   one `write`) before `change` returns, flushed to disk as `durability` says. When it
///   cannot be stored, the state stays as it was, the change is dropped and `onError`
///   hears why (by default a line on standard error).
/// - Only one store at a time may have `url` open, in any process: a second one fails
///   with `StoreError.locked`. The lock is released when the store is released or the
///   process ends.
/// - A file that cannot be read or decoded: throws a `StoreError` naming the file and
///   the cause, and leaves every file untouched. A state is never silently replaced by a
///   fresh one. A journal line cut short by a crash is dropped and told to `onWarning`.
/// - A store file from before journals (one JSON file) is read and rewritten as a snapshot.
/// - `destroy` deletes the snapshot and the journal; the state in memory stays until the
///   next `reset`.
public func createFileStore<S: Codable & Alterable>(
    at url: URL,
    initial: @escaping () -> S,
    durability: StoreDurability = .standard,
    onError: @escaping (StoreError) -> Void = reportStoreErrorToStandardError,
    onWarning: @escaping (StoreWarning) -> Void = reportStoreWarningToStandardError
) throws(StoreError) -> Store<S, S.Change> {
    try createFileStoreHandle(at: url, initial: initial, durability: durability, onError: onError, onWarning: onWarning).store
}

/// Like `createFileStore`, with the handle a host needs to replace the whole state.
public func createFileStoreHandle<S: Codable & Alterable>(
    at url: URL,
    initial: @escaping () -> S,
    durability: StoreDurability = .standard,
    onError: @escaping (StoreError) -> Void = reportStoreErrorToStandardError,
    onWarning: @escaping (StoreWarning) -> Void = reportStoreWarningToStandardError
) throws(StoreError) -> StoreHandle<S> {
    try createFileStoreHandle(at: url, initial: initial, durability: durability, minimumCompaction: 1 << 20, onError: onError, onWarning: onWarning)
}

/// With the journal size below which no compaction happens, small for tests.
package func createFileStoreHandle<S: Codable & Alterable>(
    at url: URL,
    initial: @escaping () -> S,
    durability: StoreDurability,
    minimumCompaction: Int,
    onError: @escaping (StoreError) -> Void,
    onWarning: @escaping (StoreWarning) -> Void
) throws(StoreError) -> StoreHandle<S> {
    let (file, loaded) = try JournaledStoreFile<S>.open(at: url, durability: durability, minimumCompaction: minimumCompaction, onWarning: onWarning)
    let persistence = StorePersistence<S>(
        append: { changes, current throws(StoreError) in try file.append(changes, to: current) },
        replace: { state throws(StoreError) in try file.replace(with: state) },
        erase: { () throws(StoreError) in try file.delete() },
        close: { file.close(state: $0) },
        report: onError
    )
    return LockedStore(loaded: loaded ?? initial(), initial: initial, persistence: persistence).handle
}

/// The default `onError` of file stores: one line on standard error.
public func reportStoreErrorToStandardError(_ error: StoreError) {
    FileHandle.standardError.write(Data("khipu: \(error)\n".utf8))
}

/// The default `onWarning` of file stores: one line on standard error.
public func reportStoreWarningToStandardError(_ warning: StoreWarning) {
    FileHandle.standardError.write(Data("khipu: warning: \(warning)\n".utf8))
}
