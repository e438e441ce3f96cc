import Foundation

// The values every DSL knows write themselves as `BuiltinPrinting` spells them, without
// building a node: strings, numbers, dates, UUIDs, arrays and optionals of printable values.

extension String: DSLPrintable {
    public func dslPrint(into writer: inout DSLTextWriter) {
        writer.writeStringLiteral(self)
    }
}

extension Bool: DSLPrintable {
    public func dslPrint(into writer: inout DSLTextWriter) {
        writer.append(self ? "true" : "false")
    }
}

extension Int: DSLPrintable { public func dslPrint(into writer: inout DSLTextWriter) { writer.append(String(self)) } }
extension Int8: DSLPrintable { public func dslPrint(into writer: inout DSLTextWriter) { writer.append(String(self)) } }
extension Int16: DSLPrintable { public func dslPrint(into writer: inout DSLTextWriter) { writer.append(String(self)) } }
extension Int32: DSLPrintable { public func dslPrint(into writer: inout DSLTextWriter) { writer.append(String(self)) } }
extension Int64: DSLPrintable { public func dslPrint(into writer: inout DSLTextWriter) { writer.append(String(self)) } }
extension UInt: DSLPrintable { public func dslPrint(into writer: inout DSLTextWriter) { writer.append(String(self)) } }
extension UInt8: DSLPrintable { public func dslPrint(into writer: inout DSLTextWriter) { writer.append(String(self)) } }
extension UInt16: DSLPrintable { public func dslPrint(into writer: inout DSLTextWriter) { writer.append(String(self)) } }
extension UInt32: DSLPrintable { public func dslPrint(into writer: inout DSLTextWriter) { writer.append(String(self)) } }
extension UInt64: DSLPrintable { public func dslPrint(into writer: inout DSLTextWriter) { writer.append(String(self)) } }

extension Double: DSLPrintable { public func dslPrint(into writer: inout DSLTextWriter) { writer.writeFloatingPoint(self) } }
extension Float: DSLPrintable { public func dslPrint(into writer: inout DSLTextWriter) { writer.writeFloatingPoint(self) } }
extension Decimal: DSLPrintable { public func dslPrint(into writer: inout DSLTextWriter) { writer.write(BuiltinPrinting.decimal(self)) } }

extension Date: DSLPrintable {
    public func dslPrint(into writer: inout DSLTextWriter) {
        writer.writeDate(self)
    }
}

extension UUID: DSLPrintable {
    public func dslPrint(into writer: inout DSLTextWriter) {
        writer.writeUUID(self)
    }
}

extension URL: DSLPrintable {
    public func dslPrint(into writer: inout DSLTextWriter) {
        writer.writeStringLiteral(absoluteString)
    }
}

/// `.seconds(90)`, as `DurationLiteral` spells it.
extension Duration: DSLPrintable {
    public func dslPrint(into writer: inout DSLTextWriter) {
        writer.write(DurationLiteral.node(for: self))
    }
}

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
