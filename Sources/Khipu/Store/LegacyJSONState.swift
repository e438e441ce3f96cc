import Foundation

/// Reads the single JSON file of stores from before journals (pretty JSON, dates as
/// seconds since 2001-01-01), so that opening one migrates it instead of failing.
enum LegacyJSONState {
    static func decode<S: Decodable>(_ type: S.Type, from data: Data, at path: String) throws(StoreError) -> S {
        do {
            return try JSONDecoder().decode(type, from: data)
        } catch let error as DecodingError {
            throw .undecodable(path: path, reason: describe(error))
        } catch {
            throw .undecodable(path: path, reason: "\(error)")
        }
    }

    /// One readable phrase for a decoding error: what went wrong and where in the JSON.
    private static func describe(_ error: DecodingError) -> String {
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
}
