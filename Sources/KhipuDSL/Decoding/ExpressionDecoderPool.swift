/// Keeps the `ExpressionDecoder` of one `DSLValueDecoder` between top-level decodes:
/// making a new one each time (a class instance holding a copy of the context, retained
/// and released again) cost about as much as decoding a small value. A decode that starts
/// while another is running (a resolver that decodes) finds none and makes its own.
/// Not thread-safe, like the decoder that owns it.
final class ExpressionDecoderPool {
    @exclusivity(unchecked) private var spare: ExpressionDecoder?

    /// The kept decoder, prepared for `node` and `type`, or a new one.
    func take(context: DSLDecodingContext, memo: DecodingMemo, node: DSLExpression, type: Any.Type) -> ExpressionDecoder {
        guard let decoder = spare else {
            return ExpressionDecoder(context: context, memo: memo, node: node, type: type)
        }
        spare = nil
        decoder.prepare(node: node, type: type)
        return decoder
    }

    /// Kept without the tree it decoded, which is the caller's to free.
    func giveBack(_ decoder: ExpressionDecoder) {
        decoder.prepare(node: DSLExpression(.nil, range: SourceRange(0, 0)), type: Any.self)
        spare = decoder
    }
}
