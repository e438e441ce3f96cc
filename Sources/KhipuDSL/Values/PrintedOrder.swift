/// Orders values that have no order of their own (a set's elements, a dictionary's keys)
/// by their printed forms, so that every run sees them in the same order.
package enum PrintedOrder {
    package static func sorted<Element>(_ values: [Element]) -> [Element] {
        values.map { (printed: printedForm($0), value: $0) }
            .sorted { $0.printed < $1.printed }
            .map(\.value)
    }

    package static func printedForm(_ value: Any) -> String {
        guard let encodable = value as? any Encodable else { return String(describing: value) }
        return DSLPrinter.print(encodable)
    }
}
