// Arrays and optionals of printable values write themselves without building a node; each
// builtin's own `DSLPrintable` is in its file under `Builtins/`.

extension Array: DSLPrintable where Element: DSLPrintable {
    public func dslPrint(into writer: inout DSLTextWriter) throws {
        try writer.writeElements(self)
    }
}

extension SharedArray: DSLPrintable where Element: DSLPrintable {
    public func dslPrint(into writer: inout DSLTextWriter) throws {
        try writer.writeElements(self)
    }
}

/// `nil`, or what the optional holds; `.some(nil)` for a present optional that is empty.
extension Optional: DSLPrintable where Wrapped: DSLPrintable {
    public func dslPrint(into writer: inout DSLTextWriter) throws {
        guard let wrapped = self else { return writer.append("nil") }
        try writer.writePresent(wrapped)
    }

    public var dslIsNil: Bool { self == nil }
}
