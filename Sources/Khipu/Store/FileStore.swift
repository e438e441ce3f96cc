import Foundation

/// A store persisted as JSON (pretty printed, sorted keys) at `url`, saved on every change
/// and reset so that a crash at any instant leaves the old or the new file, never a torn one.
///
/// - No file at `url`: the store starts from `initial()` and writes the file on the first
///   change (creating missing directories).
/// - A file that cannot be read or decoded: throws a `StoreError` naming the file and the
///   cause, and leaves the file untouched. A state is never silently replaced by a fresh one.
/// - A failed save keeps the new state in memory and reports through `onError` (by default
///   a line on standard error); the next change saves the whole state again.
/// - `destroy` deletes the file; the state in memory stays until the next `reset`.
public func createFileStore<S: Codable & Alterable>(
    at url: URL,
    initial: @escaping () -> S,
    onError: @escaping (StoreError) -> Void = reportStoreErrorToStandardError
) throws(StoreError) -> Store<S, S.Change> {
    try createFileStoreHandle(at: url, initial: initial, onError: onError).store
}

/// Like `createFileStore`, with the handle a host needs to replace the whole state.
public func createFileStoreHandle<S: Codable & Alterable>(
    at url: URL,
    initial: @escaping () -> S,
    onError: @escaping (StoreError) -> Void = reportStoreErrorToStandardError
) throws(StoreError) -> StoreHandle<S> {
    let file = try StoreFile(url: url)
    let loaded = try file.read().map { data throws(StoreError) in try decodeState(S.self, from: data, at: file.path) }
    let store = LockedStore(
        loaded: loaded ?? initial(),
        initial: initial,
        persist: { state in
            do throws(StoreError) {
                try file.writeAtomically(encodeState(state, at: file.path))
            } catch {
                onError(error)
            }
        },
        erase: {
            do throws(StoreError) {
                try file.delete()
            } catch {
                onError(error)
            }
        }
    )
    return store.handle
}

/// The default `onError` of file stores: one line on standard error.
public func reportStoreErrorToStandardError(_ error: StoreError) {
    FileHandle.standardError.write(Data("khipu: \(error)\n".utf8))
}

private func encodeState<S: Encodable>(_ state: S, at path: String) throws(StoreError) -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    do {
        return try encoder.encode(state) + Data("\n".utf8)
    } catch {
        throw .unwritable(path: path, reason: "the state cannot be encoded as JSON (\(error))")
    }
}

private func decodeState<S: Decodable>(_ type: S.Type, from data: Data, at path: String) throws(StoreError) -> S {
    do {
        return try JSONDecoder().decode(type, from: data)
    } catch let error as DecodingError {
        throw .undecodable(path: path, reason: describe(error))
    } catch {
        throw .undecodable(path: path, reason: "\(error)")
    }
}

/// One readable phrase for a decoding error: what went wrong and where in the JSON.
private func describe(_ error: DecodingError) -> String {
    func place(_ context: DecodingError.Context) -> String {
        let keys = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
        return keys.isEmpty ? "" : " (at \(keys.hasPrefix(".") ? String(keys.dropFirst()) : keys))"
    }
    func detail(_ context: DecodingError.Context) -> String {
        var text = context.debugDescription
        while text.hasSuffix(".") { text.removeLast() }
        if let underlying = context.underlyingError { text += " (\(underlying))" }
        return text
    }
    switch error {
    case .dataCorrupted(let context), .typeMismatch(_, let context):
        return detail(context) + place(context)
    case .keyNotFound(let key, let context):
        return "missing key \"\(key.stringValue)\"" + place(context)
    case .valueNotFound(let type, let context):
        return "expected \(type) but found null" + place(context)
    @unknown default:
        return "\(error)"
    }
}
