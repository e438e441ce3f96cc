/// `ClosedRange` and `Range` print as Swift writes them, `8...20` and `8..<20`, not in
/// their `Codable` form (an array of the two bounds). A range is one atom: its bounds are
/// short values, and a layout never breaks it.
protocol RangePrinting {
    func printedNode() throws -> PrintedNode
}

extension ClosedRange: RangePrinting where Bound: Encodable {
    func printedNode() throws -> PrintedNode {
        try RangeText.node(lowerBound, "...", upperBound)
    }
}

extension Range: RangePrinting where Bound: Encodable {
    func printedNode() throws -> PrintedNode {
        try RangeText.node(lowerBound, "..<", upperBound)
    }
}

private enum RangeText {
    static func node<Bound: Encodable>(_ lower: Bound, _ operator: String, _ upper: Bound) throws -> PrintedNode {
        .atom(try DSLPrinter.printedNode(lower).compact + `operator` + DSLPrinter.printedNode(upper).compact)
    }
}
