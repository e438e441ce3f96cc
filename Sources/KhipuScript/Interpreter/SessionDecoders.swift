import KhipuDSL

/// The interpreter's two decoders, in a box whose constant properties a statement reads in
/// place: a decoder is several references, each retained and released by a copy.
final class SessionDecoders {
    /// Reads expressions with the session's names, paths, types and clock; a `_` is an error.
    let reading: DSLValueDecoder
    /// Like `reading`, but a `_` ends decoding with `WildcardResolver.reached`.
    let stoppingAtWildcard: DSLValueDecoder

    init(reading: DSLValueDecoder, stoppingAtWildcard: DSLValueDecoder) {
        self.reading = reading
        self.stoppingAtWildcard = stoppingAtWildcard
    }

    /// A value of a type the caller knows, read without copying the decoder.
    func decode<T: Decodable>(_ type: T.Type, from expression: DSLExpression) throws(Diagnostic) -> T {
        try reading.decode(T.self, from: expression)
    }
}
